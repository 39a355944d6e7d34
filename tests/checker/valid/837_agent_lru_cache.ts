class LRU<K, V> {
  private m = new Map<K, V>();
  constructor(private readonly cap: number) {}
  get(k: K): V | undefined {
    const v = this.m.get(k);
    if (v !== undefined) {
      this.m.delete(k);
      this.m.set(k, v);
    }
    return v;
  }
  put(k: K, v: V): void {
    this.m.delete(k);
    this.m.set(k, v);
    if (this.m.size > this.cap) {
      const oldest = this.m.keys().next();
      if (!oldest.done) this.m.delete(oldest.value);
    }
  }
}
const lru = new LRU<string, number>(2);
lru.put("a", 1); lru.put("b", 2); lru.get("a"); lru.put("c", 3);
console.log(lru.get("b"), lru.get("a"));
