// A generic function folding a mixed array: the accumulator's annotation (`acc: T[]`) cannot take
// the element type `T | T[]`, so tsc picks reduce<U> (U = T[]), not reduce(cb, init: T | T[]).
function flatten<T>(items: Array<T | T[]>): T[] {
  return items
    .reduce((acc: T[], item) => (Array.isArray(item) ? acc.concat(item) : acc.concat([item])), [])
    .filter((x: T) => x !== null && x !== undefined);
}
function countBy<T>(items: Array<T | T[]>, key: (t: T) => string): Record<string, number> {
  return flatten(items).reduce((acc: Record<string, number>, t) => {
    const k = key(t);
    acc[k] = (acc[k] ?? 0) + 1;
    return acc;
  }, {});
}
const nested: Array<number | number[]> = [1, [2, 3], 4, [5]];
console.log(flatten(nested).join(" "));
console.log(countBy(["a", ["bb", "cc"], "d"], (s) => `len${s.length}`));
