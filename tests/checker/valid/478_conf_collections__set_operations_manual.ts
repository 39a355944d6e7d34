// Union, intersection, difference and subset checks implemented with spreads.
const a = new Set([1, 2, 3, 4]), b = new Set([3, 4, 5]);
const union = new Set([...a, ...b]);
const inter = new Set([...a].filter((x) => b.has(x)));
const diff = new Set([...a].filter((x) => !b.has(x)));
const sym = new Set([...diff, ...[...b].filter((x) => !a.has(x))]);
const isSubset = (x: Set<number>, y: Set<number>) => [...x].every((v) => y.has(v));
console.log(union, inter, diff, sym, isSubset(inter, a), isSubset(a, b));
