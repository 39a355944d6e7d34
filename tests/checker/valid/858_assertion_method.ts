class Guard {
  static nonEmpty(xs: unknown[]): asserts xs is [unknown, ...unknown[]] {
    if (xs.length === 0) throw new Error("empty");
  }
}
const data: unknown[] = [1, 2];
Guard.nonEmpty(data);
console.log(data[0]);
