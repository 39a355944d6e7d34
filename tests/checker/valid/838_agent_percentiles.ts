function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const idx = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[idx];
}
const latencies = [12, 5, 40, 7, 22, 19, 3];
const stats = { p50: percentile(latencies, 50), p90: percentile(latencies, 90), max: Math.max(...latencies) };
console.log(stats);
