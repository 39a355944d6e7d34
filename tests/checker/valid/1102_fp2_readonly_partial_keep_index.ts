// Partial, Required and Readonly keep the index signatures of what they map (homomorphic mapped
// types): a Readonly<Record<string, number>> is still indexed by any string.
function evaluate(name: string, env: Readonly<Record<string, number>>): number {
  const v = env[name];
  if (v === undefined) throw new ReferenceError(`unknown variable ${name}`);
  return v;
}
const overrides: Partial<Record<string, number>> = { b: 3 };
const k: string = "b";
const maybe: number | undefined = overrides[k];
interface Flags {
  [flag: string]: boolean;
}
const frozen: Readonly<Flags> = { verbose: true };
const verbose: boolean = frozen["verbose"];
const byIndex: Required<{ [i: number]: string }> = ["zero"];
const first: string = byIndex[0];
console.log(evaluate("a", { a: 1 }), maybe, verbose, first);
