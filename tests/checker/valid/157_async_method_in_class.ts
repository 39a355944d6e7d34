class Cache {
  private store = new Map<string, number>();
  async get(key: string, load: () => Promise<number>): Promise<number> {
    const hit = this.store.get(key);
    if (hit !== undefined) return hit;
    const v = await load();
    this.store.set(key, v);
    return v;
  }
}
const cache = new Cache();
cache.get("a", async () => 42).then((v) => console.log(v));
