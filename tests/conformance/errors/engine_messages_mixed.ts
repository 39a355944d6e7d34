// Engine messages for property reads, calls of non-functions, JSON errors and receivers; private brand checks.
class A { static #p = 1; #q = 2; static has(o: any) { return #q in o; } get q() { return this.#q; } }
console.log(A.has(new A()), new A().q, Object.keys(new A()), JSON.stringify(new A()));
const o = { a: 1, b: { c: [1, 2, { d: 3 }] } };
const { b: { c: [, , { d }] } } = o;
console.log(d);
let x = 0;
const obj = { get x() { return ++x; } };
console.log(obj.x, obj.x, { ...obj }, x);
console.log([1, 2, 3].includes("2" as any), ["1"].includes(1 as any));
console.log(Object.getOwnPropertyDescriptor([], "length"), Object.getOwnPropertyDescriptor("ab", 0), Object.getOwnPropertyDescriptor(function f() {}, "name"));
try { null!.x; } catch (e) { console.log((e as Error).message); }
try { (undefined as any)(); } catch (e) { console.log((e as Error).message); }
try { const q: any = {}; q.a.b.c = 1; } catch (e) { console.log((e as Error).message); }
try { const q: any = { f: 1 }; q.f(); } catch (e) { console.log((e as Error).message); }
try { const arr: any = [1]; arr[0](); } catch (e) { console.log((e as Error).message); }
try { const fn: any = null; fn?.(); console.log("ok"); fn(); } catch (e) { console.log((e as Error).message); }
try { new (class X { constructor() { throw new Error("in ctor"); } })(); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("{\"a\":}"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("[1,2"); } catch (e) { console.log((e as Error).message); }
try { JSON.parse(""); } catch (e) { console.log((e as Error).message); }
try { JSON.parse("{\"a\" 1}"); } catch (e) { console.log((e as Error).message); }
try { (1 as any).toFixed(-1); } catch (e) { console.log((e as Error).message); }
try { "abc".normalize("XYZ"); } catch (e) { console.log((e as Error).name); }
try { new Set().add.call(1, 2); } catch (e) { console.log((e as Error).message); }
try { BigIntLike(); } catch (e) { console.log((e as Error).message); }
function BigIntLike() { return (undefined as any).y; }
