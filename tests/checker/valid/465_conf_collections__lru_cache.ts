// An LRU cache on top of Map insertion order.
class LRU<K, V> {
  private m = new Map<K, V>();
  constructor(private cap: number) {}
  get(k: K) { if (!this.m.has(k)) return undefined; const v = this.m.get(k)!; this.m.delete(k); this.m.set(k, v); return v; }
  set(k: K, v: V) { this.m.delete(k); this.m.set(k, v); if (this.m.size > this.cap) this.m.delete(this.m.keys().next().value!); return this; }
  keys() { return [...this.m.keys()]; }
}
const c = new LRU<string, number>(2);
c.set("a", 1).set("b", 2);
c.get("a");
c.set("c", 3);
console.log(c.keys(), c.get("b"), c);
