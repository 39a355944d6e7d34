function stats(xs: number[]) {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / n;
  const sorted = [...xs].sort((p, q) => p - q);
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  return { mean, sd: Math.sqrt(variance), median, min: sorted[0], max: sorted[n - 1] };
}
console.log(stats([2, 4, 4, 4, 5, 5, 7, 9]));
