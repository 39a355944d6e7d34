// `arguments` in strict mode: an unmapped array-like of every argument, iterable, not an Array.
function f(a?: any, b?: any) { return arguments; }
console.log(f(1, 2, 3), f(), f(undefined), Array.isArray(f(1)), Object.prototype.toString.call(f(1)), f(1, 2).length);
function sum() { let s = 0; for (const x of arguments) s += x; return s; }
console.log((sum as any)(1, 2, 3), Array.from((f as any)(4, 5)), [...(f as any)(6)], Array.prototype.slice.call((f as any)(7, 8), 1));
// unmapped: assigning a parameter does not change arguments, nor the reverse
function g(a: number) { const arrow = () => arguments[0]; a = 99; arguments[1] = "set"; return [arrow(), arguments.length, a, arguments[1]]; }
console.log((g as any)(5, 6), JSON.stringify(f(1, "x")), Object.keys(f(1, 2)), Object.entries(f("e")));
function withRest(...r: number[]) { return [r, arguments.length]; }
console.log(withRest(1, 2), withRest());
function withDefaults({ x }: { x: number }, y = 2) { return [x, y, arguments.length, arguments[0]]; }
console.log(withDefaults({ x: 1 }), (withDefaults as any)({ x: 1 }, undefined, "extra"));
function max() { return Math.max(...arguments); }
console.log((max as any)(3, 9, 4), (max as any)());
function nested() { return function inner() { return arguments.length; }(1, 2, 3) + arguments.length; }
console.log((nested as any)("a"));
const obj = { m() { return [...arguments].join("+"); }, get g() { return arguments.length; } };
console.log((obj.m as any)(1, 2), obj.g);
class K { constructor() { console.log("ctor args", arguments.length, arguments[0]); } static s() { return arguments[0]; } }
new (K as any)("first");
console.log((K.s as any)("static"));
function describe() { return typeof arguments + " " + (arguments instanceof Object) + " " + ("length" in arguments) + " " + Object.keys(arguments); }
console.log((describe as any)(1, 2));
