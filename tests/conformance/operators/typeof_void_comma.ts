// typeof of every kind of value, void, and the comma operator.
class C {}
const vals: unknown[] = [undefined, null, true, 0, NaN, "", {}, [], () => 1, C, new C(), new Map(), /re/, Math.max];
console.log(vals.map((v) => typeof v).join(" "));
console.log(typeof undeclaredThing, typeof typeof 1, void 0, void "x", typeof void 0);
let i = 0;
const r = (i++, i++, i * 10);
console.log(r, i);
for (let a = 0, b = 10; a < b; a += 3, b -= 3) console.log(a, b);
console.log((1, 2, 3), [(1, 2)]);
