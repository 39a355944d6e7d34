// new.target: the constructor `new` was applied to; undefined in a plain call; arrows see their function's.
function F(this: any) { console.log(new.target === F, typeof new.target); }
new (F as any)();
F.call({});
class A {
  constructor() {
    console.log("A sees", new.target.name);
    const arrow = () => new.target?.name;
    console.log("arrow", arrow());
  }
  static make() { return new this(); }
  method() { return new.target; }
}
class B extends A {}
new A();
new B();
A.make();
B.make();
console.log(new A().method());
function Outer(this: any) { const f = () => () => new.target; return f()(); }
console.log(Outer() === undefined, new (Outer as any)() === Outer);
function Shape(this: any) { if (!new.target) throw new TypeError("Shape must be called with new"); }
try { (Shape as any)(); } catch (e) { console.log((e as Error).message); }
console.log(new (Shape as any)() instanceof Shape);
const obj = { m() { return new.target; }, f: function () { return new.target; } };
console.log(obj.m(), obj.f(), new (obj.f as any)() === obj.f);
// a class abstract at run time
class Base { constructor() { if (new.target === Base) throw new Error("Base is abstract"); } }
class Impl extends Base {}
try { new Base(); } catch (e) { console.log((e as Error).message); }
console.log(new Impl() instanceof Base, Reflect.construct(F, [], A) instanceof A);
