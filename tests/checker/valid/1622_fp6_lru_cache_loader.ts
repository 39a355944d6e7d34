// LRU cache class with Map ordering, hit statistics, generic value loader and iteration.
class LRU<K, V> implements Iterable<[K, V]> {
  #map = new Map<K, V>();
  #hits = 0;
  #misses = 0;
  static readonly DEFAULT_CAPACITY = 3;

  constructor(private readonly capacity = LRU.DEFAULT_CAPACITY, private readonly onEvict?: (k: K, v: V) => void) {
    if (capacity < 1) throw new RangeError("capacity must be >= 1");
  }

  get(key: K): V | undefined {
    if (!this.#map.has(key)) {
      this.#misses++;
      return undefined;
    }
    const v = this.#map.get(key)!;
    this.#map.delete(key);
    this.#map.set(key, v);
    this.#hits++;
    return v;
  }

  set(key: K, value: V): this {
    this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.capacity) {
      const oldest = this.#map.keys().next();
      if (oldest.done) break;
      const k = oldest.value;
      const v = this.#map.get(k)!;
      this.#map.delete(k);
      this.onEvict?.(k, v);
    }
    return this;
  }

  async getOrLoad(key: K, load: (k: K) => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const v = await load(key);
    this.set(key, v);
    return v;
  }

  get hitRate(): string {
    const total = this.#hits + this.#misses;
    return total === 0 ? "n/a" : `${((this.#hits / total) * 100).toFixed(1)}%`;
  }

  *[Symbol.iterator](): IterableIterator<[K, V]> {
    yield* this.#map.entries();
  }
}

const profiles = {
  calls: 0,
  async fetch(id: number): Promise<{ id: number; name: string }> {
    this.calls++;
    return { id, name: `user-${id.toString().padStart(3, "0")}` };
  },
};

const evicted: number[] = [];
const cache = new LRU<number, { id: number; name: string }>(3, (k) => evicted.push(k));
for (const id of [1, 2, 3, 1, 4, 2, 5, 1, 1, 3]) {
  const p = await cache.getOrLoad(id, (k) => profiles.fetch(k));
  if (p.id !== id) throw new Error("mismatch");
}
console.log("host calls", profiles.calls, "hit rate", cache.hitRate, "evicted", evicted.join(","));
console.log("order now:", [...cache].map(([k, v]) => `${k}:${v.name}`).join(" "));
const small = new LRU<string, number>(1).set("a", 1).set("b", 2);
console.log([...small], small.get("a"), small.get("b"));
try {
  new LRU(0);
} catch (e) {
  console.log(e instanceof RangeError ? e.message : "?");
}
