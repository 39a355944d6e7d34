// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface Loader<K, V> { load(keys: readonly K[]): Promise<Array<V | Error>> }

class DataLoader<K, V> {
  private queue: Array<{ key: K; resolve: (v: V) => void; reject: (e: Error) => void }> = [];
  private cache = new Map<K, Promise<V>>();
  private scheduled = false;
  batches: K[][] = [];
  constructor(private readonly loader: Loader<K, V>, private readonly maxBatch = 3) {}

  load(key: K): Promise<V> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const p = new Promise<V>((resolve, reject) => this.queue.push({ key, resolve, reject }));
    this.cache.set(key, p);
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => void this.flush());
    }
    return p;
  }

  loadMany(keys: K[]) {
    return Promise.allSettled(keys.map((k) => this.load(k)));
  }

  private async flush() {
    this.scheduled = false;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.batches.push(batch.map((b) => b.key));
      try {
        const vals = await this.loader.load(batch.map((b) => b.key));
        batch.forEach((b, i) => {
          const v = vals[i];
          if (v instanceof Error) b.reject(v);
          else if (v === undefined) b.reject(new Error(`no value for ${String(b.key)}`));
          else b.resolve(v);
        });
      } catch (e) {
        batch.forEach((b) => b.reject(e instanceof Error ? e : new Error(String(e))));
      }
    }
  }
}

const users: Record<number, { id: number; name: string }> = { 1: { id: 1, name: "ann" }, 2: { id: 2, name: "bo" }, 4: { id: 4, name: "di" } };
const loader = new DataLoader<number, { id: number; name: string }>({
  async load(ids) {
    return ids.map((id) => users[id] ?? new Error(`user ${id} not found`));
  },
});

const [a, b, a2] = await Promise.all([loader.load(1), loader.load(2), loader.load(1)]);
console.log(a.name, b.name, a === a2);
const many = await loader.loadMany([1, 3, 4, 5, 2]);
console.log(many.map((r) => (r.status === "fulfilled" ? r.value.name : `ERR ${(r.reason as Error).message}`)));
console.log(loader.batches);
