// Subclassing built-ins for bookkeeping: a Counter extends Map, a DefaultMap, and a SortedList extends Array.
class Counter<K> extends Map<K, number> {
  constructor(items?: Iterable<K>) {
    super();
    if (items) for (const k of items) this.add(k);
  }
  add(key: K, by = 1): this {
    return this.set(key, (this.get(key) ?? 0) + by);
  }
  mostCommon(n = Infinity): [K, number][] {
    return [...this.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  }
  get total(): number {
    let t = 0;
    for (const v of this.values()) t += v;
    return t;
  }
}

class DefaultMap<K, V> extends Map<K, V> {
  constructor(private readonly make: (key: K) => V) {
    super();
  }
  override get(key: K): V {
    let v = super.get(key);
    if (v === undefined) {
      v = this.make(key);
      this.set(key, v);
    }
    return v;
  }
}

class SortedList<T> extends Array<T> {
  static by<T>(compare: (a: T, b: T) => number, items: Iterable<T> = []): SortedList<T> {
    const list = new SortedList<T>();
    list.compare = compare;
    for (const x of items) list.insert(x);
    return list;
  }
  private compare: (a: T, b: T) => number = () => 0;
  insert(x: T): number {
    let lo = 0, hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this[mid], x) <= 0) lo = mid + 1;
      else hi = mid;
    }
    this.splice(lo, 0, x);
    return lo;
  }
}

const events = {
  async recent(): Promise<{ user: string; action: string; ms: number }[]> {
    return [
      { user: "ann", action: "login", ms: 120 }, { user: "bob", action: "upload", ms: 950 },
      { user: "ann", action: "upload", ms: 700 }, { user: "cat", action: "login", ms: 80 },
      { user: "ann", action: "logout", ms: 15 }, { user: "bob", action: "login", ms: 140 },
    ];
  },
};

const evs = await events.recent();
const byUser = new Counter(evs.map((e) => e.user));
const actions = new Counter<string>();
evs.forEach((e) => actions.add(e.action));
console.log("users:", byUser.mostCommon(2), "total", byUser.total, "size", byUser.size);
console.log("actions:", Object.fromEntries(actions));

const timeline = new DefaultMap<string, string[]>(() => []);
for (const e of evs) timeline.get(e.user).push(e.action);
console.log([...timeline].map(([u, a]) => `${u}: ${a.join(" > ")}`).join(" | "));

const slowest = SortedList.by<{ user: string; ms: number }>((a, b) => b.ms - a.ms, evs);
const pos = slowest.insert({ user: "dan", ms: 500 });
console.log(`dan ranks #${pos + 1}:`, slowest.map((e) => `${e.user}:${e.ms}`).join(" "), slowest instanceof Array, slowest.length);
console.log("fastest:", slowest.at(-1)?.user, "median:", slowest[Math.floor(slowest.length / 2)].ms);
