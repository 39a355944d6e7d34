interface Summary {
  n: number;
  mean: number;
  median: number;
  stdev: number;
  min: number;
  max: number;
  p90: number;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

function summarize(xs: number[]): Summary {
  const sorted = [...xs].sort((a, b) => a - b);
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  return {
    n,
    mean,
    median: quantile(sorted, 0.5),
    stdev: Math.sqrt(variance),
    min: sorted[0],
    max: sorted[n - 1],
    p90: quantile(sorted, 0.9),
  };
}

function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const rand = lcg(42);
const samples = Array.from({ length: 500 }, () => {
  const u = 1 - rand(), v = rand();
  return 100 + 15 * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
});
const s = summarize(samples);
for (const [k, v] of Object.entries(s) as [keyof Summary, number][]) {
  console.log(k.padEnd(6), Number.isInteger(v) ? v : v.toFixed(3));
}
const buckets = new Map<number, number>();
for (const x of samples) {
  const b = Math.floor(x / 10) * 10;
  buckets.set(b, (buckets.get(b) ?? 0) + 1);
}
[...buckets.keys()].sort((a, b) => a - b).forEach((b) => {
  const c = buckets.get(b)!;
  console.log(`${String(b).padStart(4)}-${b + 9} ${"#".repeat(Math.round(c / 5))} ${c}`);
});
console.log(Number.EPSILON > 0, Number.parseFloat("3.14abc"), Number.parseInt("ff", 16), (0.1 + 0.2).toPrecision(17));
console.log(Math.hypot(3, 4), Math.cbrt(27), Math.sign(-3), Math.trunc(-4.7), Math.fround(5.5), Math.log2(1024));
console.log(Number.isSafeInteger(2 ** 53), (1e21).toFixed(2), (123.456).toFixed(1), Number("  12  "), +"1e3");
