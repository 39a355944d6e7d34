// Typed key-value cache over a host store: generic get<T> with a decoder, TTLs, ReadonlyMap views.
type Decoder<T> = (raw: unknown) => T;
interface Entry { value: string; expiresAt: number | null }

const kvStore = {
  data: new Map<string, Entry>(),
  async read(key: string): Promise<Entry | undefined> {
    return this.data.get(key);
  },
  async write(key: string, entry: Entry): Promise<void> {
    this.data.set(key, entry);
  },
};

class TypedCache {
  static #instances = 0;
  readonly id: number;
  #clock: () => number;
  #stats = { hits: 0, misses: 0, expired: 0 };
  constructor(clock: () => number) {
    this.#clock = clock;
    this.id = ++TypedCache.#instances;
  }
  async put<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    await kvStore.write(key, { value: JSON.stringify(value), expiresAt: ttlMs === undefined ? null : this.#clock() + ttlMs });
  }
  async get<T>(key: string, decode: Decoder<T>): Promise<T | undefined> {
    const e = await kvStore.read(key);
    if (!e) {
      this.#stats.misses++;
      return undefined;
    }
    if (e.expiresAt !== null && e.expiresAt <= this.#clock()) {
      this.#stats.expired++;
      return undefined;
    }
    this.#stats.hits++;
    return decode(JSON.parse(e.value));
  }
  get stats(): Readonly<{ hits: number; misses: number; expired: number }> {
    return { ...this.#stats };
  }
}

const num: Decoder<number> = (raw) => {
  if (typeof raw !== "number") throw new TypeError(`expected number, got ${typeof raw}`);
  return raw;
};
const list = <T,>(item: Decoder<T>): Decoder<T[]> => (raw) => {
  if (!Array.isArray(raw)) throw new TypeError("expected array");
  return raw.map(item);
};
const str: Decoder<string> = (raw) => String(raw);

let now = 1_000;
const cache = new TypedCache(() => now);
await cache.put("answer", 42);
await cache.put("tags", ["a", "b", "c"], 500);
await cache.put("bad", { not: "a number" });

const answer = await cache.get("answer", num);
const tags = await cache.get("tags", list(str));
console.log(answer !== undefined ? answer + 1 : "none", tags?.join("|"));
now += 600;
console.log("after ttl:", await cache.get("tags", list(str)), await cache.get("missing", num));
try {
  await cache.get("bad", num);
} catch (e) {
  console.log("decode failed:", e instanceof TypeError ? e.message : e);
}
const view: ReadonlyMap<string, Entry> = kvStore.data;
function summarize(m: ReadonlyMap<string, Entry>, keys: Iterable<string>): string[] {
  return Array.from(keys, (k) => `${k}:${m.get(k)?.value.length ?? 0}`);
}
console.log(summarize(view, view.keys()).sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
console.log("cache", cache.id, cache.stats, new TypedCache(() => 0).id);
