class Cart {
  items: number[] = [];
  static total(xs: number[]): number {
    return xs.reduce((a, b) => a + b, 0);
  }
  sum(): number {
    return total(this.items);
  }
}
