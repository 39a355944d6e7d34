function total(...nums: number[]): number {
  return nums.reduce((a, b) => a + b, 0);
}
const raw = ["1", "2"];
console.log(total(...raw));
