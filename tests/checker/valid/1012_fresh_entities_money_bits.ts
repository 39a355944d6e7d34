interface Timestamped { createdAt: Date }
interface Named { name: string }
interface Entity extends Timestamped, Named { id: string }
const mk = (id: string, name: string): Entity => ({ id, name, createdAt: new Date(Date.UTC(2024, 0, Number(id))) });
const ents = ["3", "1", "2"].map((id, i) => mk(id, `n${i}`));
const latest = ents.findLast((e) => e.createdAt.getUTCDate() > 1);
console.log(latest?.id, ents.findLastIndex((e) => e.id === "1"));
const pairs = ents.flatMap((e): [string, number][] => [[e.name, e.createdAt.getUTCDate()]]);
console.log(pairs);
const merged = Object.assign({}, { a: 1 }, { b: "two" });
console.log(merged.a, merged.b);
type Opts = { verbose?: boolean; depth?: number };
function run(opts: Opts = {}) { const { verbose = false, depth = 1 } = opts; return `${verbose}:${depth}`; }
console.log(run(), run({ depth: 3 }));
enum Dir { Up = "UP", Down = "DOWN" }
const moves: Dir[] = [Dir.Up, Dir.Down, Dir.Up];
console.log(moves.filter((m) => m === Dir.Up).length, Object.values(Dir));
const flags = 0b1010 | 0b0001;
console.log(flags.toString(2), flags & 0b10, flags >>> 1, ~flags);
console.log((1234.5678).toFixed(2), Number.parseFloat("3.14abc"), Number.isInteger(5.0), (255).toString(16));
const day = 24 * 60 * 60 * 1000;
const d0 = new Date(Date.UTC(2024, 1, 28));
const d1 = new Date(d0.getTime() + day);
console.log(d1.toISOString(), Math.round((d1.getTime() - d0.getTime()) / day));
const json = '{"items":[{"n":"a","v":1},{"n":"b","v":2}]}';
interface Payload { items: { n: string; v: number }[] }
const payload = JSON.parse(json) as Payload;
console.log(payload.items.map(({ n, v }) => `${n}=${v}`).join("&"));
function isPayload(x: unknown): x is Payload {
  return typeof x === "object" && x !== null && Array.isArray((x as Payload).items);
}
const parsed: unknown = JSON.parse(json);
if (isPayload(parsed)) console.log(parsed.items.length);
class Money {
  private constructor(private readonly cents: number) {}
  static of(amount: number) { return new Money(Math.round(amount * 100)); }
  plus(o: Money) { return new Money(this.cents + o.cents); }
  toString() { return `$${(this.cents / 100).toFixed(2)}`; }
}
console.log(`${Money.of(1.1).plus(Money.of(2.25))}`);
function bind(this: { prefix: string }, s: string) { return this.prefix + s; }
console.log(bind.call({ prefix: ">" }, "x"));
const cache: { [k: string]: number | undefined } = {};
cache.x ??= 5;
console.log(cache.x, cache.y ?? "none");
const tuple = [1, "a", true] as const;
type T0 = (typeof tuple)[0];
const t0: T0 = 1;
console.log(t0, tuple.length);
const m = "2024-05-06".match(/^(?<y>\d{4})-(?<mo>\d{2})-(?<d>\d{2})$/);
if (m?.groups) { const { y, mo, d } = m.groups; console.log(Number(y) + Number(mo) + Number(d)); }
const s = new Set([1, 2, 3]);
const evens = [...s].filter((x) => x % 2 === 0);
console.log(evens, s.size);
const wm = new WeakMap<object, number>();
const key = {};
wm.set(key, 1);
console.log(wm.get(key));
