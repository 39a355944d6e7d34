// Map and Set iteration: insertion order, re-insertion, deletion during iteration, entries.
const m = new Map<any, any>([["b", 2], ["a", 1]]);
m.set("b", 20).set(3, "three");
m.delete("a");
m.set("a", 1);
console.log([...m], [...m.keys()], [...m.values()], [...m.entries()]);
const s = new Set([3, 1, 3, 2]);
s.delete(1); s.add(1);
console.log([...s], [...s.entries()], [...s.keys()]);
const visited: number[] = [];
for (const x of s) { visited.push(x); if (x === 3) { s.delete(2); s.add(9); } }
console.log(visited);
const mi = m.entries();
console.log(mi.next(), Object.prototype.toString.call(mi), Object.prototype.toString.call(s.values()));
m.forEach((v, k, map) => console.log(k, v, map === m));
