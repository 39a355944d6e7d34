// super() called from an arrow function inside a derived constructor: the arrow shares the
// constructor's `this` binding and new.target; a second super() throws ReferenceError only
// after the parent constructor ran again, and the fields are initialised once.
let baseCalls = 0;
let fieldInits = 0;
class Base {
  tag: string;
  constructor(tag: string) {
    baseCalls++;
    this.tag = tag + ":" + new.target.name;
  }
}
class Child extends Base {
  field = ++fieldInits;
  constructor(how: string) {
    const call = () => super(how);
    if (how === "late") {
      try { (this as any).tag; } catch (e) { console.log("before:", String(e)); }
    }
    call();
    console.log("after:", this.tag, this.field);
    try { call(); } catch (e) { console.log("twice:", String(e), baseCalls, fieldInits); }
  }
}
const c = new Child("late");
console.log(c instanceof Child, c.tag, c.field, baseCalls, fieldInits);

// an immediately invoked arrow, and a nested one
class Nested extends Base {
  constructor() {
    (() => (() => super("nested"))())();
    console.log("nested this:", this.tag);
  }
}
new Nested();

// the arrow is never called: the constructor ends without super()
class Never extends Base {
  constructor() {
    const f = () => super("x");
    void f;
  }
}
try { new Never(); } catch (e) { console.log("never:", String(e)); }

// `this` inside an arrow before super() ran
class Early extends Base {
  constructor() {
    const peek = () => this;
    try { peek(); } catch (e) { console.log("early:", String(e)); }
    super("early");
    console.log("late peek:", peek() === this);
  }
}
new Early();

// the argument of a second super() is evaluated, and the parent runs, before the error
let argEvals = 0;
class Order extends Base {
  constructor() {
    super("order");
    baseCalls = 0;
    try { super(String(++argEvals)); } catch (e) { console.log("order:", String(e), argEvals, baseCalls); }
  }
}
new Order();
