class Range implements Iterable<number> {
  constructor(private readonly start: number, private readonly end: number, private readonly step = 1) {
    if (step === 0) throw new RangeError("step must not be 0");
  }
  [Symbol.iterator](): Iterator<number> {
    let cur = this.start;
    const { end, step } = this;
    return {
      next: (): IteratorResult<number> => {
        if ((step > 0 && cur >= end) || (step < 0 && cur <= end)) return { done: true, value: undefined };
        const value = cur;
        cur += step;
        return { done: false, value };
      },
    };
  }
  get length(): number {
    return Math.max(0, Math.ceil((this.end - this.start) / this.step));
  }
}

function* take<T>(it: Iterable<T>, n: number): Generator<T, void, undefined> {
  if (n <= 0) return;
  for (const x of it) {
    yield x;
    if (--n === 0) return;
  }
}

function* naturals(): Generator<number, never, unknown> {
  let i = 0;
  while (true) yield i++;
}

function* zip<A, B>(a: Iterable<A>, b: Iterable<B>): Generator<[A, B]> {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  while (true) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return;
    yield [x.value, y.value];
  }
}

const r = new Range(0, 10, 3);
console.log([...r], r.length, Array.from(new Range(5, 0, -2)));
console.log([...take(naturals(), 5)], [...take("hello", 3)]);
for (const [i, ch] of zip(naturals(), "abc")) console.log(i, ch);
const squares = Array.from(new Range(1, 6), (x) => x * x);
console.log(squares, Math.max(...new Range(0, 4)));
const [first, second, ...others] = new Range(10, 15);
console.log(first, second, others);
const m = new Map(zip(["a", "b", "c"], new Range(1, 4)));
console.log(m, Object.fromEntries(m));
try {
  new Range(0, 1, 0);
} catch (e) {
  console.log(e instanceof RangeError, (e as Error).message);
}
const it = new Range(0, 2)[Symbol.iterator]();
console.log(it.next(), it.next(), it.next());
