// Readonly, Partial and Required keep the index signatures of the type they map.
const FUNCS: Readonly<Record<string, (...xs: number[]) => number>> = { max: Math.max, min: Math.min };
function lookup(env: Readonly<Record<string, number>>, name: string): number {
  const v = env[name];
  if (v === undefined) throw new ReferenceError(`unknown variable ${name}`);
  return v;
}
const counts: Partial<Record<string, number>> = {};
for (const w of "a b a c".split(" ")) counts[w] = (counts[w] ?? 0) + 1;
const maybe: number | undefined = counts["a"];
interface Dict { [key: string]: string }
const frozen: Readonly<Dict> = { a: "x" };
const full: Required<Dict> = { b: "y" };
const byIndex: Readonly<{ [i: number]: boolean }> = [true];
console.log(FUNCS["max"](1, 5), lookup({ x: 2 }, "x"), maybe, frozen["a"], full.b, byIndex[0]);
