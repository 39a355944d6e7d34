// Map keys of different types never collide: 1 vs "1" vs true vs objects vs arrays.
const m = new Map<unknown, string>();
const arrKey = [1];
m.set(1, "number").set("1", "string").set(true, "bool").set(arrKey, "array").set([1], "other array").set(null, "null").set(undefined, "undefined");
console.log(m.size, m.get(1), m.get("1"), m.get(true), m.get(arrKey), m.get([1]), m.get(null), m.get(undefined), m.has(void 0));
console.log(m);
