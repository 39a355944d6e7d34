const kind = Symbol("kind");
const secret: unique symbol = Symbol();
interface Tagged {
  [kind]: string;
  name: string;
}
const a: Tagged = { [kind]: "animal", name: "cat" };
console.log(a[kind].toUpperCase(), a.name);
class Box {
  static readonly brand: unique symbol = Symbol("brand");
  [secret] = 42;
  get [Symbol.toStringTag]() {
    return "Box";
  }
  static [Symbol.hasInstance](x: unknown) {
    return typeof x === "object";
  }
}
const b = new Box();
console.log(b[secret] + 1, String(b));
const sym = Symbol.iterator;
console.log(typeof sym, sym.toString(), Symbol.asyncIterator.description);
const dict: Record<symbol, number> = {};
dict[kind] = 1;
console.log(Object.getOwnPropertySymbols(dict).length);
const o = { [Symbol.for("x")]: 1, y: 2 };
console.log(Reflect.ownKeys(o).length, Object.keys(o));
const s1 = Symbol("d");
console.log(s1.description?.length ?? 0);
