interface CacheEntry<V> { value: V; expires: number }
interface TtlCache<V> { stats(): { hits: number; misses: number } }
class TtlCache<V> {
  private map = new Map<string, CacheEntry<V>>();
  hits = 0;
  misses = 0;
  constructor(private ttl: number, private now: () => number) {}
  set(key: string, value: V) { this.map.set(key, { value, expires: this.now() + this.ttl }); return this; }
  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (isFresh(e, this.now()) === false) { this.misses++; return undefined; }
    this.hits++;
    return e.value;
  }
}
TtlCache.prototype.stats = function () { return { hits: this.hits, misses: this.misses }; };

function isFresh<V>(e: CacheEntry<V> | undefined, now: number): e is CacheEntry<V> {
  return e !== undefined && e.expires > now;
}

let clock = 0;
const cache = new TtlCache<{ id: number; name: string }>(10, () => clock);
cache.set("a", { id: 1, name: "one" });
console.log(cache.get("a")?.name);
clock = 5;
console.log(cache.get("b"));
clock = 20;
console.log(cache.get("a"));
const s = cache.stats();
console.log(s.hits, s.misses);
