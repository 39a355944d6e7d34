// LRU and LFU caches on Map iteration order
class LRUCache<K, V> {
  private map = new Map<K, V>();
  constructor(private capacity: number) {}
  get(key: K): V | undefined {
    if (!this.map.has(key)) return undefined;
    const v = this.map.get(key)!;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }
  put(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
  }
  entries(): [K, V][] { return Array.from(this.map.entries()); }
}

class LFUCache {
  private vals = new Map<number, number>();
  private freq = new Map<number, number>();
  private buckets = new Map<number, Set<number>>();
  private minFreq = 0;
  constructor(private readonly cap: number) {}
  private touch(key: number) {
    const f = this.freq.get(key) ?? 0;
    this.buckets.get(f)?.delete(key);
    if (f === this.minFreq && (this.buckets.get(f)?.size ?? 0) === 0) this.minFreq = f + 1;
    this.freq.set(key, f + 1);
    let b = this.buckets.get(f + 1);
    if (!b) this.buckets.set(f + 1, (b = new Set()));
    b.add(key);
  }
  get(key: number): number {
    const v = this.vals.get(key);
    if (v === undefined) return -1;
    this.touch(key);
    return v;
  }
  put(key: number, value: number): void {
    if (this.cap <= 0) return;
    if (this.vals.has(key)) { this.vals.set(key, value); this.touch(key); return; }
    if (this.vals.size >= this.cap) {
      const bucket = this.buckets.get(this.minFreq);
      const [victim] = bucket ?? [];
      if (victim !== undefined) {
        bucket!.delete(victim);
        this.vals.delete(victim);
        this.freq.delete(victim);
      }
    }
    this.vals.set(key, value);
    this.minFreq = 0;
    this.touch(key);
  }
}

const lru = new LRUCache<string, number>(2);
lru.put("a", 1); lru.put("b", 2);
console.log(lru.get("a"));
lru.put("c", 3);
console.log(lru.get("b"), lru.entries());
const lfu = new LFUCache(2);
const ops: Array<["put", number, number] | ["get", number]> = [["put", 1, 1], ["put", 2, 2], ["get", 1], ["put", 3, 3], ["get", 2], ["get", 3], ["put", 4, 4], ["get", 1], ["get", 3], ["get", 4]];
const outs: (number | null)[] = ops.map((op) => {
  if (op[0] === "put") { lfu.put(op[1], op[2]); return null; }
  return lfu.get(op[1]);
});
console.log(outs);
const firstEntry = new Map([["x", 10]]).entries().next();
if (!firstEntry.done) console.log(firstEntry.value[0], firstEntry.value[1] + 1);
const vit = new Set([5, 6]).values();
console.log(vit.next().value, [...vit]);
