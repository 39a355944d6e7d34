class Box {
  private _v = 0;
  get value(): number { return this._v; }
  set value(v: number | string) { this._v = typeof v === "string" ? parseInt(v, 10) : v; }
}
const b = new Box();
b.value = true;
b.value = "12";
const s: string = b.value;
class Bag<T> {
  private items: T[] = [];
  get list(): readonly T[] { return this.items; }
  set list(v: Set<T> | T[]) { this.items = [...v]; }
}
const bag = new Bag<string>();
bag.list = 5;
bag.list = ["a"];
class Conf {
  static #level = 1;
  static get level(): number { return Conf.#level; }
  static set level(v: number | "high") { Conf.#level = v === "high" ? 9 : v; }
}
Conf.level = "low";
Conf.level = "high";
console.log(s);
