function minMax(xs: number[]): [number, number] {
  return [Math.min(...xs), Math.max(...xs)];
}
const r = minMax([1, 2]);
const avg = r[2];
