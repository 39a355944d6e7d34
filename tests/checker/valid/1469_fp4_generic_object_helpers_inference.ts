// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
function mapValues<K extends string, T, U>(o: Record<K, T>, f: (v: T, k: K) => U): Record<K, U> {
  const out = {} as Record<K, U>;
  for (const k of Object.keys(o) as K[]) out[k] = f(o[k], k);
  return out;
}
function pickBy<T extends object>(o: T, pred: <K extends keyof T>(v: T[K], k: K) => boolean): Partial<T> {
  const out: Partial<T> = {};
  for (const k of Object.keys(o) as (keyof T)[]) if (pred(o[k], k)) out[k] = o[k];
  return out;
}
function invert<K extends string, V extends string>(o: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [v, k])) as Record<V, K>;
}
function firstOr<T, D>(xs: readonly T[], d: D): T | D {
  return xs.length ? xs[0] : d;
}
function clamp<T extends number | bigint>(v: T, lo: T, hi: T): T {
  return v < lo ? lo : v > hi ? hi : v;
}
function zipObject<K extends PropertyKey, V>(ks: readonly K[], vs: readonly V[]): Record<K, V | undefined> {
  return Object.fromEntries(ks.map((k, i) => [k, vs[i]])) as Record<K, V | undefined>;
}

const prices = { apple: 1.2, pear: 0.8, fig: 3.5 };
const withTax = mapValues(prices, (p) => +(p * 1.2).toFixed(2));
const labels = mapValues(prices, (p, k) => `${k}: $${p}`);
console.log(withTax.fig, labels.pear);
const cheap = pickBy(prices, (v) => (v as number) < 2);
console.log(cheap);
const codes = { ok: "200", notFound: "404", boom: "500" } as const;
const byCode = invert(codes);
console.log(byCode["404"], byCode[500]);
const f1 = firstOr([3, 4], null);
const f2 = firstOr([] as string[], -1);
console.log(f1 ?? "none", typeof f2 === "number" ? f2 + 1 : f2.toUpperCase());
console.log(clamp(15, 0, 10), clamp(-5n, 0n, 10n));
const z = zipObject(["a", "b", "c"] as const, [1, 2]);
console.log(z.a, z.c ?? "missing");
const scores = { ann: [90, 85], bob: [70], cy: [] as number[] };
const avg = mapValues(scores, (xs) => (xs.length ? xs.reduce((a, b) => a + b) / xs.length : null));
for (const [k, v] of Object.entries(avg)) console.log(k, v === null ? "n/a" : v.toFixed(1));
