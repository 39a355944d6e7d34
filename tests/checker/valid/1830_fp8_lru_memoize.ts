class LRUCache<K, V> {
  private map = new Map<K, V>();
  hits = 0;
  misses = 0;
  constructor(private readonly capacity: number, private readonly onEvict?: (key: K, value: V) => void) {
    if (capacity < 1) throw new RangeError("capacity must be >= 1");
  }
  get(key: K): V | undefined {
    if (!this.map.has(key)) {
      this.misses++;
      return undefined;
    }
    const v = this.map.get(key)!;
    this.map.delete(key);
    this.map.set(key, v);
    this.hits++;
    return v;
  }
  set(key: K, value: V): this {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.capacity) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      const k = oldest.value;
      const v = this.map.get(k) as V;
      this.map.delete(k);
      this.onEvict?.(k, v);
    }
    return this;
  }
  keys(): K[] {
    return [...this.map.keys()];
  }
}

function memoize<A extends unknown[], R>(fn: (...args: A) => R, cache = new LRUCache<string, R>(100)): (...args: A) => R {
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const r = fn(...args);
    cache.set(key, r);
    return r;
  };
}

const evicted: string[] = [];
const c = new LRUCache<string, number>(3, (k) => evicted.push(k));
c.set("a", 1).set("b", 2).set("c", 3);
c.get("a");
c.set("d", 4).set("e", 5);
console.log(c.keys(), evicted, c.get("b"), c.get("e"), c.hits, c.misses);

const editCache = new LRUCache<string, number>(500);
const editDistance: (a: string, b: string) => number = memoize((a: string, b: string): number => {
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  if (a[0] === b[0]) return editDistance(a.slice(1), b.slice(1));
  return 1 + Math.min(editDistance(a.slice(1), b), editDistance(a, b.slice(1)), editDistance(a.slice(1), b.slice(1)));
}, editCache);
console.log(editDistance("kitten", "sitting"), editDistance("intention", "execution"));
console.log(editCache.hits > 0, editCache.keys().length);
const candidates = ["apple", "apply", "ample", "maple", "applet"];
const ranked = candidates.map((w) => [w, editDistance("appel", w)] as const).sort((x, y) => x[1] - y[1] || x[0].localeCompare(y[0]));
console.log(ranked);
try { new LRUCache(0); } catch (e) { console.log(String(e)); }
