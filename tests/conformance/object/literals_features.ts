// Object literal features: shorthand, computed keys, methods, __proto__ literal, duplicate keys, numeric keys.
const x = 1, name = "dyn";
const o: any = { x, [name + "Key"]: 2, [`t${1 + 1}`]: 3, m() { return this.x; }, "quoted key": 4, 1.5: "f", 0x10: "hex", x2: x, x3: undefined };
console.log(o, o.m(), o[16], o["1.5"]);
const dup = { a: 1, b: 2, a2: 0, a: 3 } as any;
console.log(dup, Object.keys(dup));
const withProto: any = { __proto__: { inherited: "yes" }, own: 1 };
console.log(withProto.inherited, Object.keys(withProto), withProto);
const arrow = { f: () => 1, g() { return typeof this; } };
console.log(arrow.f(), arrow.g());
