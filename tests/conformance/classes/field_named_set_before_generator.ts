// A field named `set` (or `get`) alone on its line, followed by a generator method: automatic
// semicolon insertion ends the field (an accessor cannot be a generator).
class A {
  set
  *gen(x: number) { yield x; }
}
class B {
  static get
  *items() { yield 1; yield 2; }
}
const a: any = new A();
console.log(Object.keys(a), typeof A.prototype.gen, [...a.gen(7)]);
console.log(Object.keys(B), "get" in B, [...(new B() as any).items()]);
