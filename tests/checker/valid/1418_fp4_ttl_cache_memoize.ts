// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface CacheEntry<V> {
  value: V;
  expiresAt: number;
  hits: number;
}

class TTLCache<K, V> {
  private store = new Map<K, CacheEntry<V>>();
  private clock = 0;
  constructor(private ttl: number, private maxSize = 100) {}

  tick(ms: number): void {
    this.clock += ms;
  }

  get(key: K): V | undefined {
    const e = this.store.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.clock) {
      this.store.delete(key);
      return undefined;
    }
    e.hits++;
    this.store.delete(key);
    this.store.set(key, e);
    return e.value;
  }

  set(key: K, value: V): this {
    if (this.store.size >= this.maxSize && !this.store.has(key)) {
      const oldest = this.store.keys().next();
      if (!oldest.done) this.store.delete(oldest.value);
    }
    this.store.set(key, { value, expiresAt: this.clock + this.ttl, hits: 0 });
    return this;
  }

  async getOrLoad(key: K, load: (k: K) => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const v = await load(key);
    this.set(key, v);
    return v;
  }

  stats(): { size: number; hits: number } {
    let hits = 0;
    this.store.forEach((e) => (hits += e.hits));
    return { size: this.store.size, hits };
  }
}

const cache = new TTLCache<string, { id: string; score: number }>(100, 3);
let loads = 0;
const loader = async (id: string) => {
  loads++;
  return { id, score: id.length * 10 };
};

for (const id of ["a", "bb", "a", "ccc", "dddd", "a", "bb"]) {
  const v = await cache.getOrLoad(id, loader);
  console.log(id, v.score);
}
console.log("loads", loads, cache.stats());
cache.tick(150);
console.log(cache.get("a"), cache.stats());

function memoize<A extends unknown[], R>(fn: (...args: A) => R, key: (...args: A) => string = (...a) => JSON.stringify(a)) {
  const m = new Map<string, R>();
  return (...args: A): R => {
    const k = key(...args);
    if (!m.has(k)) m.set(k, fn(...args));
    return m.get(k)!;
  };
}
const slowAdd = (a: number, b: number) => a + b;
const fastAdd = memoize(slowAdd);
console.log(fastAdd(1, 2), fastAdd(1, 2));
type P = Parameters<typeof fastAdd>;
const args: P = [3, 4];
console.log(fastAdd(...args));
