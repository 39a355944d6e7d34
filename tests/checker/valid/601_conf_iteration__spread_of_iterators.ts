// Spreading iterator objects directly and iterators being consumed once.
const m = new Map([["a", 1], ["b", 2]]);
const it = m.keys();
console.log([...it], [...it]);
const vals = [10, 20, 30].values();
const [first, ...rest] = vals;
console.log(first, rest, [...vals]);
console.log(Math.max(...new Set([3, 9, 2]).values()), [...[5, 6].entries()].flat());
