// Object.entries/keys/values with for-of, and Map from entries.
const o = { b: 1, a: 2, 10: "ten", 1: "one" };
for (const [k, v] of Object.entries(o)) console.log(typeof k, k, v);
const m = new Map(Object.entries(o));
console.log(m, Object.fromEntries(m), Object.fromEntries([["x", 1], ["x", 2]]));
console.log(Object.values("ab"), Object.keys([4, 5]), Object.entries([7]));
