// A class's own name inside its `extends` expression: the inner binding exists there, in its
// temporal dead zone until the class is made, and is read-only.
let probe: () => unknown = () => 0;
let assign: () => void = () => {};
class Outer extends (probe = () => Outer, assign = () => { (Outer as any) = null; }, Object) {
  self() { return Outer; }
}
const saved = Outer;
console.log(probe() === saved, typeof probe());
try { assign(); } catch (e) { console.log(String(e)); }
console.log(probe() === saved, new Outer().self() === saved);

try {
  const X: any = class X extends (X as any) {};
  console.log(X);
} catch (e) { console.log(String(e)); }

try {
  class Y extends ((Y as any) = Object) {}
  console.log(Y);
} catch (e) { console.log(String(e)); }

// an anonymous class gets no inner binding: its `extends` sees the outer variable
var Z: any = Object;
const W = class extends Z {};
console.log(Object.getPrototypeOf(W) === Object);
