// #private fields: per-instance, not visible to keys/JSON/inspect, brand checks with `in`.
class Box {
  #value: number;
  #hits = 0;
  constructor(v: number) { this.#value = v; }
  get() { this.#hits++; return this.#value; }
  hits() { return this.#hits; }
  static isBox(o: any) { return #value in o; }
  equals(other: Box) { return this.#value === other.#value; }
}
const b = new Box(3);
b.get(); b.get();
console.log(b.get(), b.hits(), Object.keys(b), JSON.stringify(b), b);
console.log(Box.isBox(b), Box.isBox({}), b.equals(new Box(3)), b.equals(new Box(4)));
try { Box.prototype.get.call({}); } catch (e) { console.log((e as Error).constructor.name, (e as Error).message); }
