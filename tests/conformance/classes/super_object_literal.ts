// super in object literal methods, getters and setters: the home object is the literal, so
// super.x looks up its (current) prototype and runs accessors with this = the receiver.
const base = { greet(): string { return "hi from base, " + (this as any).name; }, get kind(): string { return "base kind of " + (this as any).name; }, set val(v: number) { (this as any).stored = v * 2; } };
const obj = {
  __proto__: base,
  name: "obj",
  greet(): string { return "obj: " + super.greet(); },
  get kind(): string { return "obj(" + super.kind + ")"; },
  set val(v: number) { super.val = v + 1; },
  arrow(): string { const f = () => super.greet(); return f(); },
  ["comp" + "uted"](): string { return super["greet"](); },
  plain(): string { super.other = 5; return (this as any).other + ":" + Object.prototype.hasOwnProperty.call(this, "other"); },
};
console.log(obj.greet(), obj.kind, obj.arrow(), (obj as any).computed(), obj.plain());
obj.val = 10;
console.log((obj as any).stored);
const other = { name: "other", __proto__: obj };
console.log(other.greet(), other.kind);
const o2 = { toString(): string { return "[" + super.toString() + "]"; } };
console.log(String(o2), `${o2}`);
const o3 = { m(): any { return super.constructor === Object; } };
console.log(o3.m());
Object.setPrototypeOf(o3, { constructor: 42 });
console.log(o3.m());
const nested = { outer(): string { const inner = { m(): string { return "inner:" + super.toString(); } }; return inner.m() + "/" + super.hasOwnProperty("outer"); } };
console.log(nested.outer());
