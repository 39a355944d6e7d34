// TS 5.5 infers no type predicate for a parameter of type boolean (`x is false` "isn't useful"):
// filter keeps boolean[], so concat and push take any boolean.
const flags: boolean[] = [true, false, true];
const off = flags.filter((x: boolean) => !x).concat(flags);
const on = flags.filter((x) => x);
on.push(false);
const negate = (b: boolean) => !b;
const mixed: (boolean | string)[] = [true, "a"];
const strs = mixed.filter((m) => typeof m === "string");
console.log(off.length, on.length, [true].map(negate), strs.map((s) => s.toUpperCase()));
