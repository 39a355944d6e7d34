function calculateTotal(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}
console.log(calculateTotals([1, 2, 3]));
