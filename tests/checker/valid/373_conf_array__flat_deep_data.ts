// Flattening nested data: flat(Infinity), recursion, flatMap with filtering.
const tree = { v: 1, kids: [{ v: 2, kids: [{ v: 4, kids: [] }] }, { v: 3, kids: [] }] };
type T = { v: number; kids: T[] };
const walk = (t: T): number[] => [t.v, ...t.kids.flatMap(walk)];
console.log(walk(tree), [[1, [2]], [[3, [[4]]]]].flat(Infinity), [[1, 2], [3]].flatMap((x) => x.length > 1 ? x : []));
