type Path<T> = T extends object ? { [K in keyof T & string]: K | `${K}.${Path<T[K]>}` }[keyof T & string] : never;
const conf = { db: { host: "h", port: 5 }, debug: true };
const p: Path<typeof conf> = "db.port";
function get(o: any, path: string): unknown { return path.split(".").reduce((x, k) => x?.[k], o); }
console.log(get(conf, p));
type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer L} ` ? Trim<L> : S;
const tr: Trim<"  hi "> = "hi";
console.log(tr);
const ID = Symbol("id");
interface Tagged { [ID]: number; name: string }
const tg: Tagged = { [ID]: 7, name: "t" };
console.log(tg[ID], Object.keys(tg), ID.description);
function* inner(): Generator<number, string> { yield 1; yield 2; return "done"; }
function* outer(): Generator<number, void> { const r = yield* inner(); console.log("inner returned", r); yield 3; }
console.log([...outer()]);
const big = 2n ** 64n - 1n;
console.log(big.toString(16), BigInt.asUintN(8, 257n), (big / 3n) * 3n === big, BigInt(Number.MAX_SAFE_INTEGER) + 2n);
class Point { constructor(readonly x: number, readonly y: number) {} get len() { return Math.hypot(this.x, this.y); } static readonly ORIGIN = new Point(0, 0); }
console.log(Object.entries(new Point(3, 4)), new Point(3, 4).len, Point.ORIGIN.x);
const o = { _v: 1, get v() { return this._v * 10; }, set v(n: number) { this._v = n; } };
o.v = 5;
console.log(o.v);
function area(s: { kind: "circle"; r: number }): number;
function area(s: { kind: "rect"; w: number; h: number }): number;
function area(s: { kind: string; r?: number; w?: number; h?: number }) { return s.kind === "circle" ? Math.PI * (s.r ?? 0) ** 2 : (s.w ?? 0) * (s.h ?? 0); }
console.log(area({ kind: "rect", w: 2, h: 3 }).toFixed(1));
interface Dict { [key: string]: number | string; count: number; label: string }
const dd: Dict = { count: 1, label: "x", extra: 3 };
console.log(dd.count + 1, dd["extra"]);
function sumAll(...nums: readonly number[]): number { return nums.reduce((a, b) => a + b, 0); }
console.log(sumAll(...[1, 2, 3]));
abstract class Shape<T extends string> { abstract readonly kind: T; describe(): `shape:${T}` { return `shape:${this.kind}`; } }
class Sq extends Shape<"sq"> { readonly kind = "sq" as const; }
console.log(new Sq().describe());
const entries = new Map([["a", 1], ["b", 2]]);
const doubled = new Map([...entries].map(([k, v]) => [k, v * 2] as [string, number]));
console.log(Object.fromEntries(doubled));
const ws = new WeakSet<object>(); const ob = {}; ws.add(ob); console.log(ws.has(ob));
console.log([1, [2, [3, [4]]]].flat(Infinity), Array.of(7, 8), [..."abc"].reverse().join(""));
console.log(Number("0x1f"), parseInt("101", 2), (0.1 + 0.2).toPrecision(3), Number.EPSILON > 0, Math.trunc(-4.7), Math.sign(-3));
const date = new Date(Date.UTC(2024, 11, 31, 23, 59, 59));
console.log(date.getUTCFullYear(), date.getUTCMonth(), date.toISOString(), date.toJSON() === date.toISOString());
