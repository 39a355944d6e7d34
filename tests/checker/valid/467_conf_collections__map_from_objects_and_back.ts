// Converting between objects, Maps and arrays of pairs.
const obj = { b: 2, a: 1, 3: "three" };
const m = new Map(Object.entries(obj));
m.set("c", 3);
console.log(m, Object.fromEntries(m), [...m.entries()].map(([k, v]) => `${k}=${v}`).join("&"));
const swapped = new Map([...m].map(([k, v]) => [v, k]));
console.log(swapped);
