// Generic classes with constraints: type parameters are erased.
class Queue<T> {
  private items: T[] = [];
  enqueue(x: T): this { this.items.push(x); return this; }
  dequeue(): T | undefined { return this.items.shift(); }
  get size(): number { return this.items.length; }
}
const q = new Queue<string>().enqueue("a").enqueue("b");
console.log(q.dequeue(), q.size, q);
class Pair<K extends string, V = number> { constructor(readonly k: K, readonly v: V) {} }
console.log(new Pair("x", 1), new Pair<"y", boolean>("y", false));
function make<T>(ctor: new () => T): T { return new ctor(); }
class Z { z = 0; }
console.log(make(Z));
