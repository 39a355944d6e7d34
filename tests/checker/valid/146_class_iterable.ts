class Range implements Iterable<number> {
  constructor(
    private start: number,
    private end: number,
  ) {}
  *[Symbol.iterator](): Iterator<number> {
    for (let i = this.start; i < this.end; i++) yield i;
  }
}
let s = 0;
for (const i of new Range(1, 5)) s += i;
console.log(s, [...new Range(0, 3)]);
