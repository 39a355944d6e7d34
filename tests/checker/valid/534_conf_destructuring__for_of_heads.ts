// Destructuring in for-of heads over arrays, Map entries, Object.entries.
const pts = [{ x: 1, y: 2 }, { x: 3 }];
for (const { x, y = 0 } of pts) console.log(x, y);
for (const [k, v] of new Map([["a", 1], ["b", 2]])) console.log(k, v);
for (const [k, { n = -1 }] of Object.entries({ p: { n: 5 }, q: {} } as Record<string, { n?: number }>)) console.log(k, n);
let last: any;
for ([last] of [[1], [2], [3]]) {}
console.log(last);
for (const [i, ch] of [..."ab"].entries()) console.log(i, ch);
