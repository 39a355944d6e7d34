class Counter {
  #count = 0;
  static #instances = 0;
  constructor() {
    Counter.#instances++;
  }
  inc(by = 1): number {
    this.#count += by;
    return this.#count;
  }
  static get instances(): number {
    return Counter.#instances;
  }
  #reset() { this.#count = 0; }
  resetIfOver(n: number): void {
    if (this.#count > n) this.#reset();
  }
}
const c = new Counter();
c.inc(); c.inc(5);
c.resetIfOver(3);
console.log(c.inc(), Counter.instances);
