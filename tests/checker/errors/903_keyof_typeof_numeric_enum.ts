// `keyof typeof E` of a numeric enum holds only the names: a number is not one, and the union
// prints by its members (a `keyof` alias is not named).
enum Level { Low = 1, Mid = 2, High = 3 }
type LevelName = keyof typeof Level;
const pick: LevelName = 2;
const all: LevelName[] = ["Low", "High", "Top"];
console.log(pick, all);
