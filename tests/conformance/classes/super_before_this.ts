// exit: 1
// Using this before super() in a derived constructor is a ReferenceError.
class Base { constructor() {} }
class Derived extends Base {
  x: number;
  constructor() {
    try { (this as any).y = 1; } catch (e) { console.log((e as Error).name); }
    super();
    this.x = 1;
  }
}
console.log(new Derived().x);
class Bad extends Base { constructor() { if (Math.abs(1) > 5) super(); } }
new Bad();
