// Object destructuring in declarations: renames, defaults, nesting, computed keys, rest.
const src = { a: 1, b: { c: 2, d: [3, 4] }, "weird key": 5, e: undefined, f: null };
const { a, b: { c, d: [, d2] }, "weird key": wk } = src;
const { e = "dflt", f = "notused", g = a + 10 } = src as any;
const key = "a";
const { [key]: viaComputed, ...rest } = src;
console.log(a, c, d2, wk, e, f, g, viaComputed, rest);
const { length } = "hello";
const { toFixed } = 5 as any;
console.log(length, typeof toFixed);
let { x: { y = 9 } = {} } = {} as any;
console.log(y);
