// Mutating Maps and Sets while iterating: deleted entries are skipped, added ones visited.
const m = new Map([[1, "a"], [2, "b"], [3, "c"]]);
const seen: number[] = [];
for (const [k] of m) { seen.push(k); if (k === 1) { m.delete(2); m.set(4, "d"); } }
console.log(seen, [...m.keys()]);
const s = new Set([1]);
let steps = 0;
for (const x of s) { if (x < 5) s.add(x + 1); steps++; }
console.log(steps, [...s]);
