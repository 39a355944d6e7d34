// The ES2025 Iterator helpers. node 20 lacks them: the expected output comes from
// tests/conformance/spec-polyfills.cjs, which follows ECMA-262's steps (27.1).
function* naturals() { let i = 0; for (;;) yield i++; }
const it: any = naturals();
console.log(it.map((x: number) => x * 2).filter((x: number) => x % 3 === 0).take(4).toArray());
console.log(([1, 2, 3, 4].values() as any).drop(1).reduce((s: number, x: number) => s + x), (naturals() as any).take(5).reduce((a: number, b: number) => a + b, 100));
console.log((["a", "b"].values() as any).flatMap((s: string) => [s, s.toUpperCase()]).toArray());
console.log((naturals() as any).some((x: number) => x > 3), (naturals() as any).find((x: number) => x * x > 50), (new Set([1, 2]).values() as any).every((x: number) => x < 3));
(new Map([["k", 1], ["j", 2]]).entries() as any).forEach((e: any, i: number) => console.log("each", e, i));
console.log((Iterator as any).from([7, 8]).map((x: number) => -x).toArray(), (Iterator as any).from("hi").toArray());
const bare = { n: 0, next() { return this.n < 3 ? { value: this.n++, done: false } : { value: undefined, done: true }; } };
console.log((Iterator as any).from(bare).toArray());
// laziness: the mapper runs only as values are taken; counters are per helper
const log: string[] = [];
const lazy = (naturals() as any).map((x: number, i: number) => { log.push(`map ${x}@${i}`); return x; }).filter((x: number, i: number) => { log.push(`filter ${x}@${i}`); return x % 2 === 1; });
console.log(log.length, lazy.next(), lazy.next(), log);
// closing: take(n), find and a helper's return() finish their source generator
function* watched() { yield 1; yield 2; yield 3; }
const w1: any = watched();
console.log(w1.take(1).toArray(), w1.next());
const w2: any = watched();
const h = w2.map((x: number) => x);
console.log(h.next(), h.return(), h.next(), w2.next());
const w3: any = watched();
console.log(w3.find((x: number) => x === 2), w3.next());
console.log(([].values() as any).reduce((a: number, b: number) => a + b, "init"), ([] as number[]).values().toArray?.());
for (const [label, f] of [
  ["take(-1)", () => [1].values().take(-1)],
  ["drop(NaN)", () => ([1].values() as any).drop(NaN)],
  ["map(1)", () => ([1].values() as any).map(1)],
  ["reduce of empty", () => ([].values() as any).reduce((a: number, b: number) => a + b)],
  ["new Iterator()", () => new (Iterator as any)()],
  ["flatMap to a number", () => ([1].values() as any).flatMap((x: number) => x).toArray()],
] as [string, () => unknown][]) {
  try { f(); console.log(label, "no error"); } catch (e) { console.log(label, (e as Error).constructor.name); }
}
class Counter extends (Iterator as any) { n = 0; next() { return this.n < 2 ? { value: this.n++, done: false } : { value: undefined, done: true }; } }
console.log(new Counter().map((x: number) => x + 10).toArray(), new Counter() instanceof (Iterator as any), typeof Iterator.prototype.map);
console.log(Object.prototype.toString.call([1].values().map((x) => x)), [1].values().map((x) => x));
// closing a source generator runs its finally blocks
function* guarded() { try { yield 1; yield 2; } finally { console.log("source closed"); } }
console.log((guarded() as any).take(1).toArray(), (guarded() as any).some((x: number) => x === 1));
