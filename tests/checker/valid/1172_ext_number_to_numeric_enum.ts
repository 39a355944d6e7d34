// A number (not only a literal) is assignable to a numeric enum, as in tsc: `level = n` where
// level is a `Level` read back from a computation.
enum Level { Low, Mid, High }
let level = Level.Low;
const raw = [2, 0, 1].reduce((a, b) => Math.max(a, b), 0);
level = raw;
const next: Level = (level + 1) % 3;
function name(l: Level): string {
  return Level[l] ?? "?";
}
console.log(level, name(level), next, name(next));
