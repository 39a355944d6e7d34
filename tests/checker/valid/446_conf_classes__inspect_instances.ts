// console.log of class instances: class name prefix, nested instances, empty classes, null prototype.
class Empty {}
class P { constructor(public x: number, public inner: object) {} }
console.log(new Empty(), new P(1, new Empty()), [new Empty()], { e: new Empty() });
class Deep { a = { b: { c: { d: 1 } } }; }
console.log(new Deep());
const o = Object.create(null);
o.k = 1;
console.log(o, Object.create(null));
class WithAcc { get g() { return 1; } f = 2; }
console.log(new WithAcc());
const anon = new (class {})();
console.log(anon);
