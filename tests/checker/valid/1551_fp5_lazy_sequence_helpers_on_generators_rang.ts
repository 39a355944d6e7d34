// Lazy sequence helpers on generators: range class, take/map/filter/zip, primes stream
class Range implements Iterable<number> {
  constructor(readonly start: number, readonly end: number = Infinity, readonly step = 1) {
    if (step === 0) throw new RangeError("step must not be 0");
  }
  *[Symbol.iterator](): Iterator<number> {
    for (let i = this.start; this.step > 0 ? i < this.end : i > this.end; i += this.step) yield i;
  }
  get length(): number { return Math.max(0, Math.ceil((this.end - this.start) / this.step)); }
  includes(n: number) { return (n - this.start) % this.step === 0 && (this.step > 0 ? n >= this.start && n < this.end : n <= this.start && n > this.end); }
}
function* mapIt<T, U>(it: Iterable<T>, f: (x: T, i: number) => U): Generator<U> { let i = 0; for (const x of it) yield f(x, i++); }
function* filterIt<T>(it: Iterable<T>, p: (x: T) => boolean): Generator<T> { for (const x of it) if (p(x)) yield x; }
function* takeIt<T>(it: Iterable<T>, n: number): Generator<T, number> {
  let count = 0;
  if (n <= 0) return 0;
  for (const x of it) { yield x; if (++count >= n) break; }
  return count;
}
function* zipIt<A, B>(a: Iterable<A>, b: Iterable<B>): Generator<[A, B]> {
  const ia = a[Symbol.iterator](), ib = b[Symbol.iterator]();
  while (true) {
    const x = ia.next(), y = ib.next();
    if (x.done || y.done) return;
    yield [x.value, y.value];
  }
}
function* primes(): Generator<number, never> {
  const found: number[] = [];
  for (let n = 2; ; n++) {
    if (found.every((p) => p * p > n || n % p !== 0)) { found.push(n); yield n; }
  }
}
function* fibs(): Generator<bigint, void, unknown> { let [a, b] = [0n, 1n]; for (;;) { yield a; [a, b] = [b, a + b]; } }
const r = new Range(0, 20, 3);
console.log([...r], r.length, r.includes(9), r.includes(10), [...new Range(10, 0, -4)]);
console.log([...takeIt(mapIt(filterIt(new Range(1), (n) => n % 7 === 0), (n, i) => `${i}:${n}`), 4)]);
console.log([...takeIt(primes(), 10)].join(" "), [...zipIt("abc", primes())]);
const gen = takeIt(fibs(), 3);
let step = gen.next();
const seen: bigint[] = [];
while (!step.done) { seen.push(step.value); step = gen.next(); }
console.log(seen, "returned", step.value);
const lastFib = [...takeIt(fibs(), 91)].at(-1);
console.log(lastFib, lastFib !== undefined && lastFib > BigInt(Number.MAX_SAFE_INTEGER));
try { new Range(0, 1, 0); } catch (e) { console.log(`${e}`); }
