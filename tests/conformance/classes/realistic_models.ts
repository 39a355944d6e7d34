// Realistic classes: private static counters, accessors, toJSON/valueOf, a generic linked list, static instances.
class Temperature {
  static #instances = 0;
  #celsius: number;
  constructor(c: number) { this.#celsius = c; Temperature.#instances++; }
  get fahrenheit() { return this.#celsius * 1.8 + 32; }
  set fahrenheit(f) { this.#celsius = (f - 32) / 1.8; }
  static get count() { return Temperature.#instances; }
  toJSON() { return { c: this.#celsius }; }
  valueOf() { return this.#celsius; }
}
const t = new Temperature(100);
t.fahrenheit = 212;
console.log(t, `${t}`, t + 1, JSON.stringify(t), Temperature.count, t > (new Temperature(5) as any));
class Node2<T> { next: Node2<T> | null = null; constructor(public value: T) {} }
class List<T> {
  head: Node2<T> | null = null; size = 0;
  push(v: T) { const n = new Node2(v); n.next = this.head; this.head = n; this.size++; return this; }
  toArray() { const out: T[] = []; for (let n = this.head; n; n = n.next) out.push(n.value); return out; }
}
const l = new List<number>().push(1).push(2).push(3);
console.log(l.toArray(), l.size, l);
class Vec { constructor(public x = 0, public y = 0) {} add(o: Vec) { return new Vec(this.x + o.x, this.y + o.y); } get len() { return Math.hypot(this.x, this.y); } static zero = new Vec(); }
console.log(new Vec(3, 4).add(new Vec(1, 1)), new Vec(3, 4).len, Vec.zero, Object.keys(Vec));
