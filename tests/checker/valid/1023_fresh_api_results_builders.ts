type Ok<T> = { ok: true; data: T };
type Err = { ok: false; error: { code: number; message: string } };
type ApiResult<T> = Ok<T> | Err;
async function call<T>(fn: () => Promise<T>): Promise<ApiResult<T>> {
  try { return { ok: true, data: await fn() }; }
  catch (e) { return { ok: false, error: { code: 500, message: e instanceof Error ? e.message : String(e) } }; }
}
const r1 = await call(async () => [1, 2, 3]);
if (r1.ok) console.log(r1.data.length); else console.log(r1.error.code);
const r2 = await call(async (): Promise<string> => { throw new Error("nope"); });
console.log(r2.ok ? r2.data : r2.error.message);
function unwrapOr<T>(r: ApiResult<T>, fallback: T): T { return r.ok ? r.data : fallback; }
console.log(unwrapOr(r2, "default"), unwrapOr(r1, []).length);
const revenue: Record<string, number> = { q1: 10, q2: 20 };
const totalRev = Object.values(revenue).reduce((a, b) => a + b, 0);
console.log(totalRev);
class Builder {
  private parts: string[] = [];
  add(p: string) { this.parts.push(p); return this; }
  static create() { const b = new Builder(); return b.add("start"); }
  build() { return this.parts.join(" > "); }
}
console.log(Builder.create().add("mid").build());
const items = [{ n: "a", tags: ["x", "y"] }, { n: "b", tags: ["y"] }];
const tagIndex = items.reduce((m, it) => { it.tags.forEach((t) => m.set(t, [...(m.get(t) ?? []), it.n])); return m; }, new Map<string, string[]>());
console.log([...tagIndex.entries()]);
const sortedKeys = Object.keys(revenue).sort((a, b) => revenue[b] - revenue[a]);
console.log(sortedKeys);
const numOrStr = (v: number | string) => (typeof v === "number" ? v.toFixed(1) : v.trim());
console.log([1, " s "].map(numOrStr));
const partition = <T,>(xs: T[], pred: (x: T) => boolean): [T[], T[]] => xs.reduce<[T[], T[]]>(([y, n], x) => (pred(x) ? [[...y, x], n] : [y, [...n, x]]), [[], []]);
const [even, odd] = partition([1, 2, 3, 4], (x) => x % 2 === 0);
console.log(even, odd);
const range = (a: number, b: number, step = 1) => Array.from({ length: Math.max(0, Math.ceil((b - a) / step)) }, (_, i) => a + i * step);
console.log(range(0, 10, 3), range(5, 1));
const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
console.log(clamp(5), clamp(-1, 0, 10), clamp(0.5));
const deepGet = <T,>(o: unknown, path: (string | number)[], dflt: T): T => {
  let cur: unknown = o;
  for (const k of path) { if (cur == null || typeof cur !== "object") return dflt; cur = (cur as Record<string | number, unknown>)[k]; }
  return (cur ?? dflt) as T;
};
console.log(deepGet({ a: [{ b: 5 }] }, ["a", 0, "b"], 0), deepGet({}, ["x"], "none"));
