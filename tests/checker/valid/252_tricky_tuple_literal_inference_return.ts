function minMax(xs: number[]): [number, number] {
  return [Math.min(...xs), Math.max(...xs)];
}
const [lo, hi] = minMax([3, 1, 4, 1, 5]);
console.log(hi - lo);
