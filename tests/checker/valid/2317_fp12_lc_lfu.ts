class LFUCache {
  private values = new Map<number, { value: number; freq: number }>();
  private buckets = new Map<number, Set<number>>();
  private minFreq = 0;
  constructor(private readonly capacity: number) {}
  private touch(key: number): void {
    const entry = this.values.get(key)!;
    const bucket = this.buckets.get(entry.freq)!;
    bucket.delete(key);
    if (bucket.size === 0) {
      this.buckets.delete(entry.freq);
      if (this.minFreq === entry.freq) this.minFreq++;
    }
    entry.freq++;
    this.bucketOf(entry.freq).add(key);
  }
  private bucketOf(freq: number): Set<number> {
    let b = this.buckets.get(freq);
    if (b === undefined) {
      b = new Set();
      this.buckets.set(freq, b);
    }
    return b;
  }
  get(key: number): number {
    if (!this.values.has(key)) return -1;
    this.touch(key);
    return this.values.get(key)!.value;
  }
  put(key: number, value: number): void {
    if (this.capacity <= 0) return;
    const entry = this.values.get(key);
    if (entry) {
      entry.value = value;
      this.touch(key);
      return;
    }
    if (this.values.size >= this.capacity) {
      const bucket = this.buckets.get(this.minFreq)!;
      const evict = bucket.values().next().value as number;
      bucket.delete(evict);
      this.values.delete(evict);
    }
    this.values.set(key, { value, freq: 1 });
    this.bucketOf(1).add(key);
    this.minFreq = 1;
  }
}

const lfu = new LFUCache(2);
lfu.put(1, 1);
lfu.put(2, 2);
const a = lfu.get(1);
lfu.put(3, 3);
const b = lfu.get(2);
const c = lfu.get(3);
lfu.put(4, 4);
console.log(a, b, c, lfu.get(1), lfu.get(3), lfu.get(4));
