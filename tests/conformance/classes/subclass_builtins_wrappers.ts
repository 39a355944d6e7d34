// Subclassing Boolean, Number, String, Object and AggregateError (new.target's prototype), derived
// constructors returning primitives, and Object.prototype.toString of wrapper objects.
class Flag extends Boolean {}
class Num extends Number {
  twice() {
    return (this.valueOf() as number) * 2;
  }
}
class Str extends String {
  shout() {
    return this.toUpperCase() + "!";
  }
}
class Plain extends Object {}
class Many extends AggregateError {}

const f = new Flag(true), n = new Num(21), s = new Str("hi"), p = new Plain(), m = new Many([1, 2], "several");
console.log(f instanceof Flag, f instanceof Boolean, f.valueOf());
console.log(n instanceof Num, n.twice(), n.toFixed(1));
console.log(s instanceof Str, s.shout(), s.length, s[0]);
console.log(p instanceof Plain, Object.getPrototypeOf(p) === Plain.prototype);
console.log(m instanceof Many, m instanceof AggregateError, m.message, m.errors);
for (const v of [true, 1, "x", Object(false), Object(2), Object("y")])
  console.log(Object.prototype.toString.call(v));

class Base {}
for (const value of [0, "text", true, null, Symbol.iterator]) {
  class Derived extends Base {
    constructor() {
      super();
      return value as any;
    }
  }
  try {
    new Derived();
    console.log(String(value), "accepted");
  } catch (e) {
    console.log(String(value), (e as Error).constructor.name, (e as Error).message);
  }
}
class ReturnsObject extends Base {
  constructor() {
    super();
    return { replaced: true };
  }
}
console.log(new ReturnsObject());
class BaseReturnsPrimitive {
  constructor() {
    return 5 as any;
  }
}
console.log(new BaseReturnsPrimitive() instanceof BaseReturnsPrimitive);
