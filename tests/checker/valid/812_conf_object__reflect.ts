// Reflect: every function (there is no Proxy): failures as false where Object's functions throw.
const o: any = { a: 1, get twice() { return this.a * 2; } };
console.log(Reflect.has(o, "a"), Reflect.has(o, "toString"), Reflect.has(o, "zz"), Reflect.has([1], 0));
console.log(Reflect.get(o, "a"), Reflect.get(o, "twice"), Reflect.get(o, "twice", { a: 21 }), Reflect.get([5, 6], 1));
console.log(Reflect.set(o, "b", 2), o.b, Reflect.set([] as any, "length", 3));
const frozen = Object.freeze({ z: 1 });
console.log(Reflect.set(frozen, "z", 2), Reflect.set(frozen, "y", 2), frozen);
console.log(Reflect.defineProperty(o, "c", { value: 3 }), Object.getOwnPropertyDescriptor(o, "c"));
console.log(Reflect.defineProperty(o, "c", { value: 4 }), Reflect.defineProperty(frozen, "w", { value: 1 }));
console.log(Reflect.deleteProperty(o, "a"), "a" in o, Reflect.deleteProperty(o, "c"), Reflect.deleteProperty(frozen, "z"));
console.log(Reflect.ownKeys({ b: 1, 2: 0, a: 1, 1: 0 }), Reflect.ownKeys([7, 8]));
console.log(Reflect.getOwnPropertyDescriptor({ x: 1 }, "x"), Reflect.getOwnPropertyDescriptor({}, "x"));
console.log(Reflect.getPrototypeOf([]) === Array.prototype, Reflect.getPrototypeOf(Object.create(null)));
const target = {};
console.log(Reflect.setPrototypeOf(target, Array.prototype), target instanceof Array, Reflect.setPrototypeOf(target, null));
console.log(Reflect.setPrototypeOf(Object.preventExtensions({}), {}), Reflect.setPrototypeOf(Object.prototype, Object.create(Object.prototype)));
const ext = {};
console.log(Reflect.isExtensible(ext), Reflect.preventExtensions(ext), Reflect.isExtensible(ext), Reflect.isExtensible(frozen));
console.log(Reflect.apply(Math.max, undefined, [1, 7, 3]), Reflect.apply(String.prototype.slice, "hello", [1, 3]));
console.log(Reflect.apply(function (this: any, x: number) { return [this.k, x]; }, { k: "this" }, { length: 1, 0: "arg" }));
class Point { constructor(public x: number, public y: number) {} }
const p = Reflect.construct(Point, [1, 2]);
console.log(p, p instanceof Point, Reflect.construct(Date, [2024, 0, 1]).getFullYear(), Reflect.construct(Array, [3]).length);
class Other {}
const q = Reflect.construct(Point, [3, 4], Other);
console.log(q instanceof Other, q instanceof Point, (q as any).x);
for (const f of [
  () => Reflect.get(1 as any, "x"),
  () => Reflect.set("s" as any, "x", 1),
  () => Reflect.ownKeys(null as any),
  () => Reflect.apply(1 as any, null, []),
  () => Reflect.apply(Math.max, null, undefined as any),
  () => Reflect.construct(1 as any, []),
  () => Reflect.setPrototypeOf({}, 1 as any),
  () => Reflect.defineProperty({}, "x", { get: 1 } as any),
]) {
  try { f(); console.log("no error"); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
console.log(Object.keys(Reflect), typeof Reflect, Reflect.get.length, Reflect.apply.name);
