function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
const notArray: number[] = { length: 3 };
console.log(sum(notArray));
