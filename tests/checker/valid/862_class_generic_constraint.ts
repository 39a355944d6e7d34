class Sorted<T extends { compareTo(o: T): number }> {
  private xs: T[] = [];
  add(x: T): void {
    this.xs.push(x);
    this.xs.sort((a, b) => a.compareTo(b));
  }
  first(): T | undefined { return this.xs[0]; }
}
class Ver {
  constructor(readonly n: number) {}
  compareTo(o: Ver): number { return this.n - o.n; }
}
const sv = new Sorted<Ver>();
sv.add(new Ver(3)); sv.add(new Ver(1));
console.log(sv.first()?.n);
