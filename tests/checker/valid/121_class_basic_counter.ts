class Counter {
  private count = 0;
  increment(by = 1): number {
    this.count += by;
    return this.count;
  }
  get value(): number {
    return this.count;
  }
}
const c = new Counter();
c.increment();
c.increment(5);
console.log(c.value);
