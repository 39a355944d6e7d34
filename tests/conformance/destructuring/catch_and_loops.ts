// Destructuring in catch clauses and classic for loops.
try { throw { code: 7, detail: { msg: "boom" } }; } catch ({ code, detail: { msg } }) { console.log(code, msg); }
for (let [i, j] = [0, 10]; i < j; i += 4, j--) console.log(i, j);
const fns: (() => number)[] = [];
for (const { v } of [{ v: 1 }, { v: 2 }]) fns.push(() => v);
console.log(fns.map((f) => f()));
