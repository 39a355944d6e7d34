// Instance fields: initialiser order, fields that use earlier fields and this, arrow fields.
let order: string[] = [];
const mark = (s: string) => { order.push(s); return s; };
class A {
  a = mark("a");
  b = this.a + "b";
  c: number | undefined;
  arrow = () => this.b;
  [("comp" + "uted")] = 1;
  constructor() { mark("ctor"); }
}
const a = new A();
console.log(order, a, a.arrow());
const f = a.arrow;
console.log(f(), Object.keys(a));
class B extends A { d = mark("d"); constructor() { mark("before super"); super(); mark("after super"); } }
order = [];
new B();
console.log(order);
