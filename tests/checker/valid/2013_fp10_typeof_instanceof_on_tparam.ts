function len<T>(x: T | string): number | T {
  if (typeof x === "string") return x.length;
  return x;
}
function keysOf<T extends object>(x: T | string): string[] {
  if (typeof x === "object") return Object.keys(x);
  return [x];
}
function toArray<T>(x: T | T[]): T[] {
  if (Array.isArray(x)) return x.map((v) => v);
  return [x];
}
function errMsg<T>(x: T | Error): string | T {
  if (x instanceof Error) return x.message;
  return x;
}
function orDefault<T>(x: T | null | undefined, d: T): T {
  if (x) return x;
  return x ?? d;
}
function first<T>(xs: T[] | T): T | undefined {
  return Array.isArray(xs) ? xs[0] : xs;
}
function firstNum<T extends number | string>(x: T): number {
  if (typeof x === "number") return x.toFixed().length;
  return x.length;
}
function isNonNull<T>(x: T): x is NonNullable<T> {
  return x != null;
}
function compact<T>(xs: (T | null | undefined)[]): T[] {
  return xs.filter(isNonNull);
}
function flattenOnce<T>(xs: (T | T[])[]): T[] {
  const out: T[] = [];
  for (const x of xs) {
    if (Array.isArray(x)) out.push(...x);
    else out.push(x);
  }
  return out;
}
console.log(len(1), keysOf({ a: 1 }), toArray(2), errMsg(new Error("e")), orDefault(null, 3), first([1]), firstNum(5));
console.log(compact([1, null, 2]).map((n) => n + 1), flattenOnce([1, [2, 3]]).map((n) => n * 2));
