// keys/values/entries iterators of Map, Set and Array consumed by Array.from and destructuring.
const m = new Map([["a", 1], ["b", 2]]);
const s = new Set(["x", "y"]);
console.log(Array.from(m.keys()), Array.from(m.values(), (v) => v * 2), Array.from(s.entries()), Array.from(["q"].entries()));
const [[k1, v1], second] = m;
const [firstKey] = m.keys();
console.log(k1, v1, second, firstKey);
const it = s.values();
console.log(it.next(), it.next(), it.next(), [...it]);
