// Set: add/has/delete/size, SameValueZero, from iterables and strings, no set algebra methods needed.
const s = new Set<any>([1, "1", NaN, NaN, 0, -0, undefined, null]);
console.log(s.size, s.has(NaN), s.has(-0), [...s], s.add(1) === s, s.delete("1"), s.delete("nope"));
const a = new Set([1, 2, 3]), b = new Set([2, 3, 4]);
console.log(new Set([...a].filter((x) => b.has(x))), new Set([...a, ...b]), [...a].filter((x) => !b.has(x)));
console.log(new Set("hello"), new Set(), new Set([[1], [1]]).size);
s.forEach((v, k, set) => { if (v === 0) console.log(v, k, set === s); });
