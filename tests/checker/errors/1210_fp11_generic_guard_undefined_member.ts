interface CacheEntry<V> { value: V; expires: number }
function isFresh<V>(e: CacheEntry<V> | undefined, now: number): e is CacheEntry<V> {
  return e !== undefined && e.expires > now;
}
class C<V> {
  map = new Map<string, CacheEntry<V>>();
  a(key: string) { const e = this.map.get(key); if (isFresh(e, 1)) return undefined; return e.value; }
}
class D<T> { items: T[] = []; }
D.prototype.items = 5;
console.log(C);
