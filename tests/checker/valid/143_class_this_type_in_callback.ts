class Tally {
  total = 0;
  addAll(xs: number[]): number {
    xs.forEach((x) => {
      this.total += x;
    });
    return this.total;
  }
}
console.log(new Tally().addAll([1, 2, 3]));
