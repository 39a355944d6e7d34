function identity<T>(x: T): T {
  return x;
}
const ns = [1, 2, 3].map(identity);
const n0: number = ns[0];
function first<T>(xs: readonly T[]): T | undefined {
  return xs[0];
}
const heads = [["a"], ["b", "c"]].map(first);
heads.forEach((h) => console.log(h?.toUpperCase()));
function wrap<T>(value: T): { value: T } {
  return { value };
}
const boxes = ["x", "y"].map(wrap);
console.log(boxes[0].value.length, n0);
function pairUp<A, B>(a: A, b: B): [A, B] {
  return [a, b];
}
const ps = [10, 20].map(pairUp);
console.log(ps[0][0].toFixed(), ps[0][1].toFixed());
const isDefined = <T>(x: T | undefined | null): x is T => x != null;
const vals = [1, undefined, 3, null].filter(isDefined);
console.log(vals.map((v) => v.toFixed(1)));
function apply<T>(x: T, f: (v: T) => string): string {
  return f(x);
}
console.log(apply(5, String), apply("s", identity));
const entries = Object.entries({ a: 1, b: 2 }).map(wrap);
console.log(entries[0].value[0].length);
async function fetchIt<T>(x: T): Promise<T> {
  return x;
}
const results = await Promise.all([1, 2].map(fetchIt));
console.log(results[0].toFixed());
