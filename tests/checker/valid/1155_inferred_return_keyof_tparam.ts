// A generic function without a return type whose body names its own type parameter
// (`as Array<keyof T>`): the inferred return type was built with T as any, and keyof any is
// string | number | symbol, so `k.toUpperCase()` at the call was TS2339.
function keysOf<T extends object>(o: T) {
  return Object.keys(o) as Array<keyof T>;
}
function firstKey<T extends object>(o: T) {
  return Object.keys(o)[0] as keyof T;
}
function pluck<T, K extends keyof T>(rows: T[], key: K) {
  const out = rows.map((r) => r[key]) as T[K][];
  return out;
}
const keys = keysOf({ width: 1, height: 2 });
console.log(keys.map((k) => k.toUpperCase()), firstKey({ a: 1 }).toUpperCase());
console.log(pluck([{ n: 1 }, { n: 2 }], "n").map((n) => n.toFixed(1)));
