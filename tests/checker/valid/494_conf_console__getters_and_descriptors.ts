// Inspect shows accessors as [Getter], [Setter], [Getter/Setter]; non-enumerable properties are hidden.
const o = { get g() { return 1; }, set s(v: number) {}, get gs() { return 2; }, set gs(v: number) {}, plain: 3 };
Object.defineProperty(o, "hidden", { value: "no", enumerable: false });
console.log(o, [o]);
class C { #p = 1; get v() { return this.#p; } }
console.log(new C(), Object.create({ inherited: 1 }));
