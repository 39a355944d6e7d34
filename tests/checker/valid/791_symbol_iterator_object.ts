const countdown = {
  from: 3,
  [Symbol.iterator]() {
    let n = this.from;
    return {
      next(): IteratorResult<number> {
        if (n <= 0) return { done: true, value: undefined };
        return { done: false, value: n-- };
      },
    };
  },
};
for (const n of countdown) console.log(n);
class Range implements Iterable<number> {
  constructor(private lo: number, private hi: number) {}
  [Symbol.iterator](): Iterator<number> {
    let i = this.lo;
    const hi = this.hi;
    return {
      next: () => (i < hi ? { value: i++, done: false } : { value: undefined, done: true }),
    };
  }
}
console.log(Array.from(new Range(2, 5)));
console.log(Math.max(...new Range(1, 4)));
