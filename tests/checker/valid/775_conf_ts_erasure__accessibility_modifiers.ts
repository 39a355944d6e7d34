// public/private/protected/readonly/override modifiers are erased; private fields are still visible at runtime.
class A {
  private secret = 1;
  protected prot = 2;
  public pub = 3;
  readonly ro = 4;
  method() { return this.secret; }
}
class B extends A { override method() { return super.method() + 100; } }
const b = new B();
console.log(b, (b as any).secret, b.method(), Object.keys(b));
(b as any).ro = 40;
console.log(b.ro);
