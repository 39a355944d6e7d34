// structuredClone of Maps, Sets, nested arrays, shared references and errors.
const shared = { s: 1 };
const src = { a: shared, b: shared, m: new Map([[shared, "k"]]), list: [new Set([1, 2])] };
const c = structuredClone(src);
console.log(c.a === c.b, c.a !== shared, c.m.keys().next().value === c.a, c.list[0] instanceof Set, c);
const e = structuredClone(new RangeError("bad", { cause: "why" }));
console.log(e instanceof RangeError, e.name, e.message, e.cause);
