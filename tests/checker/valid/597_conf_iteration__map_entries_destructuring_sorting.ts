// Sorting Map entries and rebuilding the Map keeps the new order.
const scores = new Map([["bob", 72], ["ann", 91], ["cy", 85]]);
const sorted = new Map([...scores.entries()].sort(([, a], [, b]) => b - a));
for (const [name, score] of sorted) console.log(name.padEnd(4), score);
console.log([...sorted.keys()], [...scores.keys()]);
