function first<T>(xs: T[]): T | undefined;
function first<T>(xs: T[], d: T): T;
function first<T>(xs: T[], d?: T): T | undefined {
  return xs.length ? xs[0] : d;
}
const a: number = first([1, 2], 0);
const b = first(["x"]);
console.log(a, b?.toUpperCase());
