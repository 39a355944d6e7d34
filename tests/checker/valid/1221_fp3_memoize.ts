function memoize<Args extends unknown[], R>(fn: (...args: Args) => R, key: (...args: Args) => string = (...a) => JSON.stringify(a)) {
  const cache = new Map<string, R>();
  let hits = 0;
  const wrapped = (...args: Args): R => {
    const k = key(...args);
    if (cache.has(k)) {
      hits++;
      return cache.get(k)!;
    }
    const v = fn(...args);
    cache.set(k, v);
    return v;
  };
  return Object.assign(wrapped, {
    stats: () => ({ size: cache.size, hits }),
    clear: () => cache.clear(),
  });
}

const slowFib = (n: number): number => (n < 2 ? n : fastFib(n - 1) + fastFib(n - 2));
const fastFib = memoize(slowFib);
console.log(fastFib(80), fastFib.stats());

const editDistance = memoize(
  (a: string, b: string): number => {
    if (!a.length) return b.length;
    if (!b.length) return a.length;
    if (a[0] === b[0]) return editDistance(a.slice(1), b.slice(1));
    return 1 + Math.min(editDistance(a.slice(1), b), editDistance(a, b.slice(1)), editDistance(a.slice(1), b.slice(1)));
  },
  (a, b) => `${a}|${b}`,
);
console.log(editDistance("kitten", "sitting"), editDistance("sunday", "saturday"), editDistance.stats().size > 10);

function memoizeAsync<T>(fn: (id: string) => Promise<T>): (id: string) => Promise<T> {
  const pending = new Map<string, Promise<T>>();
  return (id) => {
    let p = pending.get(id);
    if (!p) {
      p = fn(id).catch((e: unknown) => {
        pending.delete(id);
        throw e;
      });
      pending.set(id, p);
    }
    return p;
  };
}

let loads = 0;
const loadUser = memoizeAsync(async (id) => {
  loads++;
  if (id === "bad") throw new Error("no such user");
  return { id, name: id.toUpperCase() };
});
const users = await Promise.all(["a", "b", "a", "a"].map(loadUser));
console.log(users.map((u) => u.name).join(""), "loads:", loads);
const errors = await Promise.allSettled([loadUser("bad"), loadUser("bad")]);
console.log(errors.map((e) => e.status), loads);
fastFib.clear();
console.log(fastFib.stats().size);
