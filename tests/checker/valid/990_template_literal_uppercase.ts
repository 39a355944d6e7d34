type Greeting = `hello ${string}`;
const greet = (who: string): Greeting => `hello ${who}`;
type Shout = Uppercase<"abc">;
const s: Shout = "ABC";
const lower: Lowercase<"XY"> = "xy";
console.log(greet("bob"), s, lower);
