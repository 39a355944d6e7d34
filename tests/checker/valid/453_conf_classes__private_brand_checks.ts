// Private methods and accessors on objects that do not have them: V8's "Receiver must be an
// instance of class A" (methods, getters, setters; reads, calls, writes), "Receiver must be class
// A" for static ones, versus the field wording; and what private methods/accessors refuse to do.
function attempt(label: string, f: () => unknown) {
  try {
    console.log(label, "ok", f());
  } catch (e) {
    console.log(label, (e as Error).constructor.name, (e as Error).message);
  }
}
class A {
  #field = 1;
  #method() {
    return "m";
  }
  get #getOnly() {
    return "g";
  }
  set #setOnly(v: number) {
    console.log("set", v);
  }
  get #both() {
    return this.#field;
  }
  set #both(v: number) {
    this.#field = v;
  }
  static #staticMethod() {
    return "sm";
  }
  static readField(o: A) { return o.#field; }
  static writeField(o: A) { o.#field = 5; }
  static readMethod(o: A) { return typeof o.#method; }
  static callMethod(o: A) { return o.#method(); }
  static writeMethod(o: A) {
    // @ts-expect-error: private methods are not writable (what this tests)
    o.#method = 1;
  }
  static readGetter(o: A) { return o.#getOnly; }
  static writeGetter(o: A) { (o as any).#getOnly = 1; }
  static readSetter(o: A) { return (o as any).#setOnly; }
  static writeSetter(o: A) { o.#setOnly = 3; }
  static bump(o: A) { return o.#both++; }
  static addTo(o: A) { return (o.#both += 10); }
  static callStatic(c: typeof A) { return c.#staticMethod(); }
  static has(o: object) { return #method in o; }
}
const a = new A();
const fake = {} as A;
for (const [name, f] of Object.entries({
  readField: A.readField, writeField: A.writeField, readMethod: A.readMethod, callMethod: A.callMethod,
  writeMethod: A.writeMethod, readGetter: A.readGetter, writeGetter: A.writeGetter,
  readSetter: A.readSetter, writeSetter: A.writeSetter, bump: A.bump, addTo: A.addTo,
})) {
  attempt(name + " instance", () => f(a));
  attempt(name + " plain object", () => f(fake));
  attempt(name + " number", () => f(5 as unknown as A));
  attempt(name + " null", () => f(null as unknown as A));
}
class B extends A {}
attempt("static on A", () => A.callStatic(A));
attempt("static on B", () => A.callStatic(B));
attempt("static on object", () => A.callStatic({} as typeof A));
attempt("in", () => [A.has(a), A.has(new B()), A.has({})]);
attempt("subclass instance", () => A.callMethod(new B()));

// an anonymous class expression is "anonymous" even when a variable names it
const Anon = class {
  #secret() {
    return 1;
  }
  static peek(o: object) { return (o as any).#secret(); }
};
attempt("anonymous", () => Anon.peek({}));
// an inner class with a field of the same private name shadows the outer method
class Outer {
  #x() {
    return "outer";
  }
  static inner() {
    return class Inner {
      #x = "inner field";
      static read(o: object) { return (o as any).#x; }
    };
  }
  static read(o: object) { return (o as any).#x(); }
}
attempt("inner field", () => Outer.inner().read({}));
attempt("outer method", () => Outer.read({}));
attempt("outer method ok", () => Outer.read(new Outer()));
