interface CacheEntry<V> { value: V; expires: number }
function isFresh<V>(e: CacheEntry<V> | undefined, now: number): e is CacheEntry<V> {
  return e !== undefined && e.expires > now;
}
class C<V> {
  map = new Map<string, CacheEntry<V>>();
  a(key: string) { const e = this.map.get(key); if (!isFresh(e, 1)) return undefined; return e.value; }
  b(key: string) { const e = this.map.get(key); if (isFresh(e, 1) === false) return undefined; return e.value; }
}
function g(e: CacheEntry<number> | undefined) { if (isFresh(e, 1) === false) return 0; return e.value; }
console.log(C, g);
