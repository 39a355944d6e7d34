function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
const parts = "1 2 3".split(" ");
console.log(sum(parts));
