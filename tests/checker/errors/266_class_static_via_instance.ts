class MathUtil {
  static square(n: number): number {
    return n * n;
  }
}
const m = new MathUtil();
console.log(m.square(3));
