// Generic LRU cache with TTL, stats and a wrap() helper that keeps function types.
interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
}

class LruCache<K, V> {
  private map = new Map<K, { value: V; expires: number }>();
  readonly stats: CacheStats = { hits: 0, misses: 0, evictions: 0 };

  constructor(private readonly capacity: number, private readonly ttl = Infinity, private now: () => number = () => 0) {}

  get(key: K): V | undefined {
    const entry = this.map.get(key);
    if (!entry || entry.expires <= this.now()) {
      if (entry) this.map.delete(key);
      this.stats.misses++;
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, entry);
    this.stats.hits++;
    return entry.value;
  }

  set(key: K, value: V): this {
    this.map.delete(key);
    this.map.set(key, { value, expires: this.now() + this.ttl });
    while (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
      this.stats.evictions++;
    }
    return this;
  }

  keys(): K[] {
    return [...this.map.keys()];
  }

  wrap<A extends unknown[], R>(fn: (...args: A) => R, keyOf: (...args: A) => K, toValue: (r: R) => V, fromValue: (v: V) => R) {
    return (...args: A): R => {
      const k = keyOf(...args);
      const hit = this.get(k);
      if (hit !== undefined) return fromValue(hit);
      const r = fn(...args);
      this.set(k, toValue(r));
      return r;
    };
  }
}

let clock = 0;
const cache = new LruCache<string, number>(3, 10, () => clock);
cache.set("a", 1).set("b", 2).set("c", 3);
cache.get("a");
cache.set("d", 4);
console.log(cache.keys().join(","), cache.get("b"));
clock = 20;
console.log(cache.get("a"), cache.stats);

const fibCache = new LruCache<number, bigint>(100);
const fib: (n: number) => bigint = fibCache.wrap(
  (n: number): bigint => (n < 2 ? BigInt(n) : fib(n - 1) + fib(n - 2)),
  (n) => n,
  (r) => r,
  (v) => v
);
console.log(fib(80).toString(), fibCache.stats.hits > 0);
