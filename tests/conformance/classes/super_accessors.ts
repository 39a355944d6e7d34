// super.x with getters and setters: the receiver is `this`, not the parent prototype.
class Base {
  tag = "base";
  get name(): string { return "Base(" + this.tag + ")"; }
  set name(v: string) { this.tag = "set:" + v; }
  get onlyGet(): number { return 1; }
  describe(): string { return "I am " + this.tag; }
  static label = "BaseClass";
  static get kind(): string { return "kind of " + this.label; }
  static set kind(v: string) { this.label = v; }
  static make(): string { return "made by " + this.label; }
}
class Mid extends Base {
  tag = "mid";
  get name(): string { return "Mid<" + super.name + ">"; }
  set name(v: string) { super.name = v.toUpperCase(); }
  describe(): string { return "Mid says " + super.describe(); }
  readViaIndex(): string { const k = "name"; return super[k]; }
  static label = "MidClass";
  static get kind(): string { return "mid " + super.kind; }
  static make(): string { return "Mid " + super.make(); }
  static setKind(v: string): void { super.kind = v; }
}
class Leaf extends Mid {
  tag = "leaf";
  get name(): string { return "Leaf[" + super.name + "]"; }
  set name(v: string) { super.name = v + "?"; }
  describe(): string { return "Leaf -> " + super.describe(); }
  arrow(): string { const f = () => super.name; return f(); }
  assignPlain(): void { super["plain"] = 42; }
  compound(): void { super.name += "!"; }
  static label = "LeafClass";
  static get kind(): string { return "leaf " + super.kind; }
}

const m = new Mid();
console.log(m.name);
m.name = "hello";
console.log(m.tag, m.name);
console.log(m.describe());
console.log(m.readViaIndex());

const l = new Leaf();
console.log(l.name);
console.log(l.describe());
console.log(l.arrow());
l.name = "x";
console.log(l.tag, l.name);
l.assignPlain();
console.log(Object.prototype.hasOwnProperty.call(l, "plain"), (l as any).plain, (Base.prototype as any).plain);
l.compound();
console.log(l.tag);

console.log(Mid.kind);
console.log(Leaf.kind);
console.log(Mid.make(), Leaf.make());
Mid.setKind("renamed");
console.log(Mid.label, Base.label, Mid.kind);
console.log(Object.prototype.hasOwnProperty.call(Mid, "label"));

// A setter-less accessor written through super.
class NoSetter extends Base {
  tryWrite(): string {
    try { super["onlyGet"] = 5; return "no error"; } catch (e) { return (e as Error).name + ": " + (e as Error).message; }
  }
}
console.log(new NoSetter().tryWrite());

// Getter that inspects its receiver.
class P { get who(): string { return this === P.prototype ? "prototype" : "instance " + this.constructor.name; } }
class Q extends P { get who(): string { return "Q sees " + super.who; } }
console.log(new Q().who);

// super.method() calls with this.
class R1 { id = 1; get self(): R1 { return this; } m(): boolean { return this instanceof R2; } }
class R2 extends R1 { check(): boolean[] { return [super.m(), super.self === this]; } }
console.log(new R2().check());

// Compound, update, logical and keyed writes through super; super in arrows, statics, frozen receivers.
class SA { v = 0; get x(): number { return this.v; } set x(n: number) { this.v = n * 10; } }
class SB extends SA {
  inc(): number { super.x++; return this.v; }
  pre(): number { return ++super.x; }
  logical(): number { super.x ||= 5; super.x &&= 2; return this.v; }
  k(key: string): number { super[key] = 3; return super[key]; }
  kk(): number { let key = "x"; super[key] = (key = "y", 4); return this.v; }
}
const sb = new SB();
console.log(sb.inc(), sb.pre(), sb.logical(), sb.k("x"), sb.kk(), (sb as any).y);
class SC extends SA { constructor() { const f = () => super.x; super(); console.log(f()); } }
new SC();
class SD extends SA { constructor() { try { super.x; } catch (e) { console.log((e as Error).message); } super(); } }
new SD();
const frozen = Object.freeze(new (class extends SA { tryIt(): string { try { super["q"] = 1; return "ok"; } catch (e) { return (e as Error).message; } } })());
console.log(frozen.tryIt());
class SE { static s = 1; }
class SF extends SE { static get(): number { return super.s; } static put(): void { super.s = 7; } }
SF.put(); console.log(SF.get(), SE.s, Object.getOwnPropertyNames(SF).includes("s"));
class SG { m(): string { return "SG"; } }
class SH extends SG { m(): string { return super.m.call({}) + super["m"](); } }
console.log(new SH().m());
class RO { constructor() { Object.defineProperty(this, "r", { value: 1, writable: false }); } }
class RO2 extends RO { w(): string { try { super.r = 2; return "ok"; } catch (e) { return (e as Error).message; } } }
console.log(new RO2().w());

// Destructuring and for-of targets through super.
class DA { v: number[] = []; set x(n: number) { this.v.push(n); } get x(): number { return this.v.length; } }
class DB extends DA {
  m(): number[] { [super.x, super["x"]] = [1, 2]; ({ a: super.x } = { a: 3 }); for (super.x of [4, 5]); return this.v; }
}
console.log(new DB().m());

// super in field initialisers, static fields and static blocks.
class FA { static s = "As"; get g(): string { return "g of " + (this as any).tag; } static get sg(): string { return "sg of " + (this as any).name; } }
class FB extends FA {
  tag = "FB-instance";
  f = super.g;
  static t = super.sg;
  static u: string;
  static { FB.u = super.s + "/" + super.sg; }
  h = () => super.g;
}
const fb = new FB();
console.log(fb.f, FB.t, FB.u, fb.h());
