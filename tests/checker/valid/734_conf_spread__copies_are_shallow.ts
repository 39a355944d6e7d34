// Spread copies are shallow for arrays, objects, Maps and Sets.
const inner = { v: 1 };
const arr = [inner];
const obj = { inner };
const copies = [[...arr][0], { ...obj }.inner, new Map([["k", inner]]).get("k"), [...new Set([inner])][0]];
console.log(copies.every((c) => c === inner));
const m2 = new Map(new Map([["a", 1]]));
m2.set("b", 2);
console.log(m2, new Set(new Set([1, 2])));
