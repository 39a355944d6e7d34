function sum(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return s;
}
const fixed = [1, 2, 3] as const;
const mutable = [4, 5];
console.log(sum(fixed), sum(mutable));
function head<T>(xs: ReadonlyArray<T>): T | undefined { return xs[0]; }
console.log(head(fixed), head(["a"]));
