function f(x = DEFAULT) { return x; }
const DEFAULT = 1;
console.log(f());
class A { x = LATER; y = () => LATER2; }
const LATER = 1;
const LATER2 = 2;
console.log(new A().x);
const obj = { get v() { return later; }, m() { return later; } };
const later = 1;
console.log(obj.v);
const fns = [() => yv];
let yv = 1;
console.log(fns[0]());
type T = typeof tv;
const tv = { a: 1 };
const tt: T = { a: 2 };
console.log(tt);
function g() { return h(); }
const h = () => 5;
console.log(g());
class B { static make() { return new B(); } m = () => C.k; }
class C { static k = 1; }
console.log(B.make().m());
const lazy = { get items() { return registry; } };
let registry: string[] = [];
registry.push("a");
console.log(lazy.items);
function useEnum() { return Color.Red; }
enum Color { Red, Green }
console.log(useEnum());
const p = new Promise<number>((res) => setTimeout(() => res(delay), 0));
const delay = 10;
console.log(await p);
for (const k of [1]) { const r = () => z; let z = k; console.log(r()); }
