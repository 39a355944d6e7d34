// instanceof with a generic built-in (Set, Map, Array) narrows by declaration, as tsc's
// isTypeDerivedFrom does: `Set<T> | T[]` is Set<T> in the true branch and T[] in the other.
function uniqueSorted<T>(items: Set<T> | T[], cmp: (a: T, b: T) => number): T[] {
  if (items instanceof Set) return [...items].sort(cmp);
  const out = items.slice().sort(cmp);
  return out.filter((x, i) => i === 0 || cmp(out[i - 1], x) !== 0);
}
function sizeOf(v: Map<string, number> | number[] | string): number {
  if (v instanceof Map) return v.size;
  if (v instanceof Array) return v.length;
  return v.length;
}
const byNum = (a: number, b: number) => a - b;
console.log(uniqueSorted(new Set([3, 1, 2]), byNum), uniqueSorted([3, 1, 3, 2, 1], byNum));
console.log(sizeOf(new Map([["a", 1]])), sizeOf([1, 2]), sizeOf("abc"));
