function average(xs: number[]): number {
  if (xs.length === 0) return "n/a";
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}
console.log(average([]));
