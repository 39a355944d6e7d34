class Counter {
  private count = 0;
  increment(): void {
    this.cout += 1;
  }
  get value(): number {
    return this.count;
  }
}
