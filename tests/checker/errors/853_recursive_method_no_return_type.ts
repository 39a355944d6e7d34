class MathUtil {
  fact(n: number) {
    return n <= 1 ? 1 : n * this.fact(n - 1);
  }
  static fib(n: number) {
    if (n < 2) return n;
    return MathUtil.fib(n - 1) + MathUtil.fib(n - 2);
  }
  depth(xs: unknown[]) {
    let d = 0;
    for (const x of xs) if (Array.isArray(x)) d = Math.max(d, this.depth(x));
    return d + 1;
  }
  walk = (n: number) => {
    return n > 0 ? this.walk(n - 1) : 0;
  };
}
const obj = {
  sum(xs: number[]) {
    return xs.length ? xs[0] + this.sum(xs.slice(1)) : 0;
  },
};
console.log(new MathUtil().fact(5), MathUtil.fib(10), obj.sum([1, 2]));
