type A = { a?: number };
type B = { b?: string };
declare function f(x: A & B): void;
f({ a: 1 });
f({ b: "x" });
const v: A & B = { c: 1 } as { c: number };
f({ c: 2 } as { c: number });
const w: A & { d: number } = { d: 1 };
const z: A & B = { a: 1, b: "s" };
function g(o: { c: number }) { const q: A & B = o; return q; }
