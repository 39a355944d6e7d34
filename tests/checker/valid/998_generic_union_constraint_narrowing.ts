// A value of a type parameter with a union constraint, narrowed through the constraint.
type Countable = string | Array<unknown> | Map<unknown, unknown> | Set<unknown>;
const count = <T extends Countable>(input: T) =>
  typeof input === "string" || Array.isArray(input) ? input.length : input.size;
function describe<T extends { kind: "a"; a: number } | { kind: "b"; b: string }>(v: T): string {
  return v.kind === "a" ? `a=${v.kind}` : `b=${v.kind}`;
}
console.log(count("abc"), count([1, 2]), count(new Set([1])), count(new Map([[1, 2]])));
console.log(describe({ kind: "a", a: 1 }), describe({ kind: "b", b: "x" }));
