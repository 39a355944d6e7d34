// Promise.all over array literals and variadic helpers in async code.
async function fetchUser(id: number): Promise<{ id: number; name: string }> {
  return { id, name: "u" + id };
}
async function fetchCount(): Promise<number> {
  return 3;
}
async function main(): Promise<void> {
  const [user, count] = await Promise.all([fetchUser(1), fetchCount()]);
  console.log(user.name.toUpperCase(), count.toFixed(0));
  const [a, b, c] = await Promise.all([Promise.resolve(1), "x", fetchUser(2)]);
  console.log(a + 1, b.length, c.id);
  const results = await Promise.all([1, 2, 3].map((i) => fetchUser(i)));
  console.log(results.map((u) => u.name).join(","));
  const settled = await Promise.allSettled([fetchUser(4), fetchCount()]);
  for (const r of settled) {
    if (r.status === "fulfilled") console.log(r.value);
  }
  const [s0, s1] = settled;
  if (s0.status === "fulfilled") console.log(s0.value.name);
  if (s1.status === "fulfilled") console.log(s1.value.toFixed(1));
}
main();

async function retry<A extends unknown[], R>(f: (...args: A) => Promise<R>, tries: number, ...args: A): Promise<R> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      return await f(...args);
    } catch (e) {
      last = e;
    }
  }
  throw last;
}
retry(fetchUser, 3, 5).then((u) => console.log(u.name));

function memo<A extends unknown[], R>(f: (...a: A) => R): (...a: A) => R {
  const cache = new Map<string, R>();
  return (...a) => {
    const key = JSON.stringify(a);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const v = f(...a);
    cache.set(key, v);
    return v;
  };
}
const slowSquare = (x: number) => x * x;
const fast = memo(slowSquare);
console.log(fast(4).toFixed(0));
