function sum(...nums: number[]): number {
  return nums.reduce((a, b) => a + b, 0);
}
const extra = [4, 5];
console.log(sum(), sum(1, 2, 3), sum(...extra), sum(1, ...extra));
