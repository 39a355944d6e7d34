// size updates with add/delete/clear; iteration after clear; forEach on empty.
const m = new Map([[1, "a"], [2, "b"]]);
const s = new Set([1, 2, 3]);
console.log(m.size, s.size);
m.delete(1); s.delete(2);
console.log(m.size, s.size, [...m], [...s]);
m.clear(); s.clear();
let calls = 0;
m.forEach(() => calls++); s.forEach(() => calls++);
console.log(m.size, s.size, calls, [...m], [...s], m.get(2), s.has(1));
