class Shape {
  constructor() {
    console.log(new.target.name);
  }
}
class Circle extends Shape {}
new Circle();
function Legacy(this: unknown) {
  if (!new.target) return "called";
  return undefined;
}
console.log(Legacy.call(undefined));
const o = { a: 1, b: "two" };
console.log(Reflect.ownKeys(o), Reflect.has(o, "a"), Reflect.get(o, "b"));
Reflect.set(o, "a", 5);
console.log(Reflect.getPrototypeOf(o) === Object.prototype);
Reflect.defineProperty(o, "c", { value: 3, enumerable: false });
console.log(Object.keys(o), Reflect.apply(Math.max, undefined, [1, 3, 2]));
const d = Reflect.construct(Date, [0]);
console.log(d instanceof Date);
console.log(Reflect.deleteProperty(o, "a"), Reflect.isExtensible(o));
