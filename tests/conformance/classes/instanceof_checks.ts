// instanceof with classes, built-ins, primitives, and prototype chains.
class A {}
class B extends A {}
const b = new B();
console.log(b instanceof A, b instanceof B, new A() instanceof B, [] instanceof Array, [] instanceof Object);
console.log(({}) instanceof Object, (() => 1) instanceof Object, "s" instanceof (String as any), 5 instanceof (Number as any));
console.log(new Map() instanceof Map, new Set() instanceof Map, new Error() instanceof Error, new TypeError() instanceof Error);
console.log(Object.create(null) instanceof Object, Object.create(B.prototype) instanceof A);
try { console.log(b instanceof (5 as any)); } catch (e) { console.log((e as Error).message); }
try { console.log(b instanceof ({} as any)); } catch (e) { console.log((e as Error).message); }
