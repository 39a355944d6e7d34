function same<T>(a: T, b: T) { return a === b; }
same([1], ["a"]);
same({ a: 1 }, { b: 2 });
const r = same([1, 2], [true]);
function three<T>(a: T, b: T, c: T): T { return a || b || c; }
const t = three([1], ["x"], [null]);
function tup<T>(...xs: T[]): T[] { return xs; }
const v = tup([1, "a"], ["b"]);
const w = tup({ id: 1, tags: ["a"] }, { id: 2, tags: [] });
const x: { id: number; tags: string[] }[] = w;
console.log(r, t, v, x);
function mergeAll<T extends object>(...parts: T[]): T { return Object.assign({}, ...parts); }
const cfg = mergeAll({ host: "a", port: 1 }, { host: "b" }, {});
console.log(cfg.host);
function pickFirst<T>(xs: T[], fallback: T): T { return xs[0] ?? fallback; }
const p = pickFirst([{ id: 1 }], { id: 0, name: "none" });
console.log(p.id);
class Registry<T> {
  private items: T[] = [];
  addAll(...xs: T[]) { this.items.push(...xs); return this; }
}
const reg = new Registry<{ a: number; b?: string }>().addAll({ a: 1 }, { a: 2, b: "x" });
function zip<A, B>(a: A[], b: B[]): [A, B][] { return a.map((x, i) => [x, b[i]]); }
const z = zip([1, 2], [{ k: "a" }, { k: "b", v: 1 }]);
console.log(reg, z[0][1].k);
async function firstOf<T>(a: Promise<T>, b: Promise<T>): Promise<T> { return Promise.race([a, b]); }
const f = await firstOf(Promise.resolve({ ok: true }), Promise.resolve({ ok: false, why: "x" }));
console.log(f.ok);
function choose2<T>(a: T, b: T): T { return Math.random() > 0.5 ? a : b; }
const arrs2 = choose2([1, 2], ["x"]);
const objs2 = choose2({ kind: "a", n: 1 }, { kind: "b", s: "t" });
const nested2 = choose2({ list: [1] }, { list: ["a"] });
console.log(arrs2, objs2.kind, nested2);
const ev = [1, 2].map((n) => choose2([n], [String(n)]));
console.log(ev);
