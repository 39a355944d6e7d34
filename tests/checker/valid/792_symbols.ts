const id = Symbol("id");
const tag: unique symbol = Symbol("tag");
const user: { name: string; [id]: number } = { name: "ann", [id]: 7 };
console.log(user[id], user.name);
console.log(id.toString(), id.description);
const key = Symbol.for("app.key");
console.log(Symbol.keyFor(key));
console.log(typeof tag);
const registry = new Map<symbol, string>();
registry.set(id, "identifier");
console.log(registry.get(id));
class Temperature {
  constructor(private c: number) {}
  get [Symbol.toStringTag]() {
    return "Temperature";
  }
  [Symbol.toPrimitive](hint: string) {
    return hint === "number" ? this.c : `${this.c}C`;
  }
}
const t = new Temperature(21);
console.log(String(t), Object.prototype.toString.call(t));
const syms = Object.getOwnPropertySymbols(user);
console.log(syms.length);
