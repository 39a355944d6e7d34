type R = { done: false; value: number } | { done: true; value: number };
function mk(done: boolean, value: number): R {
  const r: R = { done, value };
  return r;
}
function mk2(done: boolean): R { return { done, value: 1 }; }
const src: { done: boolean; value: number } = { done: true, value: 1 };
const r2: R = src;
type S = { kind: "a" | "b"; n: number } ;
type T = { kind: "a"; n: number } | { kind: "b"; n: number };
const s: S = { kind: "a", n: 1 };
const t: T = s;
console.log(mk(true, 1), mk2(false), r2, t);
type Step2 = { done: false; value: number } | { done: true; value: number };
function steps2(xs: number[]): Step2[] {
  return xs.map((x) => ({ done: x > 10, value: x }));
}
function next2(i: number): Step2 { const done = i > 3; return { done, value: i }; }
class Cursor2 {
  private i = 0;
  current(): Step2 { return { done: this.i >= 3, value: this.i }; }
  async later(): Promise<Step2> { return { done: this.i > 0, value: 1 }; }
}
type Shape2 = { kind: "circle" | "square"; size: number; label?: string };
type Known2 = { kind: "circle"; size: number; label?: string } | { kind: "square"; size: number };
function toKnown2(s: Shape2): Known2 { return s; }
enum Mode2 { A, B }
type ByMode2 = { mode: Mode2.A; x: number } | { mode: Mode2.B; x: number };
const mm: { mode: Mode2; x: number } = { mode: Mode2.A, x: 1 };
const bm2: ByMode2 = mm;
type Res2 = { ok: true; v: string } | { ok: false; v: string; err?: string };
function wrap<T>(f: () => T): Res2 { const ok = Math.random() > 0.5; return { ok, v: String(f()) }; }
type Flag2 = { a: boolean; b: boolean; n: number };
type Flags2 = { a: true; b: true; n: number } | { a: true; b: false; n: number } | { a: false; b: boolean; n: number };
const fl2: Flag2 = { a: true, b: false, n: 1 };
const fs2: Flags2 = fl2;
console.log(steps2([1]), next2(1), new Cursor2().current(), toKnown2, bm2, wrap(() => 1), fs2);
