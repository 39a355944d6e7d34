// Class expressions, anonymous class names, classes as values and factories.
const Anon = class { hello() { return "hi"; } };
const Named = class Inner { who() { return Inner.name; } };
console.log(Anon.name, Named.name, new Named().who(), new Anon().hello());
function mixin<T extends new (...a: any[]) => object>(Base: T) {
  return class extends Base { mixed = true; };
}
class Plain { p = 1; }
const Mixed = mixin(Plain);
const m = new Mixed();
console.log(m, m instanceof Plain);
const classes = [class A {}, class B {}];
console.log(classes.map((c) => c.name), typeof classes[0]);
console.log(class {}.name === "", (class {} as any).name);
const holder = { Shape: class {}, ["Dyn" + 1]: class {}, Kept: class Original {} };
console.log(holder, holder.Shape.name, holder.Dyn1.name, holder.Kept.name);
