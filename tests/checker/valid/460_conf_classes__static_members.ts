// Static fields, methods, blocks, inheritance of statics, this in static context.
class Counter {
  static count = 0;
  static readonly label = "C";
  static #secret = 42;
  static inc() { return ++this.count; }
  static { Counter.count = 10; }
  static reveal() { return Counter.#secret; }
}
console.log(Counter.inc(), Counter.inc(), Counter.count, Counter.label, Counter.reveal());
class Sub extends Counter { static extra = Sub.count + 1; }
console.log(Sub.count, Sub.extra, Sub.inc(), Counter.count, Sub.count, Object.keys(Sub));
console.log(Object.keys(Counter), Object.getPrototypeOf(Sub) === Counter);
class WithStaticThis { static a = 1; static b = this.a + 1; }
console.log(WithStaticThis.b);
