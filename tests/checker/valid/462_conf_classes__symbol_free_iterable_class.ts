// A collection class exposing values() and forEach, used with spread of its values.
class Bag<T> {
  private items: T[] = [];
  add(...xs: T[]) { this.items.push(...xs); return this; }
  values() { return this.items.values(); }
  forEach(f: (x: T, i: number) => void) { this.items.forEach(f); }
  get size() { return this.items.length; }
}
const b = new Bag<string>().add("x", "y").add("z");
console.log([...b.values()], b.size);
b.forEach((x, i) => console.log(i, x));
