// Comparators that are not consistent (booleans, NaN, constants) give V8's order on short arrays.
const log: string[] = [];
const r1 = [5, 1, 4, 2, 3, 9, 0].sort((a, b) => { log.push(`${a}${b}`); return (a > b) as any; });
console.log(r1, log.join(" "));
console.log([3, NaN, 1].sort((a, b) => a - b), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].sort(() => -1), [4, 3, 2, 1, 5].sort((a, b) => (b < a ? -1 : 1)));
const objs = Array.from({ length: 30 }, (_, i) => ({ k: i % 4, i }));
console.log(objs.sort((a, b) => (a.k > b.k) as any).map((o) => o.i).join(","));
console.log([undefined, 3, , 1, null, "b", "a"].sort(), ["x", "y"].sort(() => 0), [2, 1].sort(() => NaN));
