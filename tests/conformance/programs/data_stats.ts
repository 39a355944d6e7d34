// Descriptive statistics without a sort built-in: insertion sort, median, stddev, histogram.
const samples = [12, 7, 3, 21, 7, 15, 9, 30, 7, 18, 4, 11];
function sorted(xs: number[]) {
  const out = xs.slice();
  for (let i = 1; i < out.length; i++) {
    const v = out[i];
    let j = i - 1;
    while (j >= 0 && out[j] > v) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = v;
  }
  return out;
}
const s = sorted(samples);
console.log(s);
const n = s.length;
const mean = samples.reduce((a, b) => a + b, 0) / n;
const median = n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
const variance = samples.reduce((acc, x) => acc + (x - mean) ** 2, 0) / n;
const std = Math.sqrt(variance);
console.log({ n, mean, median, variance, std });
console.log("rounded:", Math.round(mean * 100) / 100, Math.round(std * 1000) / 1000);
const counts: { [v: string]: number } = {};
for (const x of samples) counts[x] = (counts[x] || 0) + 1;
let mode = samples[0];
for (const k of Object.keys(counts)) if (counts[k] > counts[mode]) mode = parseInt(k);
console.log("mode:", mode, "range:", Math.max(...samples) - Math.min(...samples));
const buckets = [0, 0, 0, 0];
for (const x of samples) buckets[Math.min(3, Math.floor(x / 10))]++;
buckets.forEach((c, i) => {
  let bar = "";
  for (let k = 0; k < c; k++) bar += "#";
  console.log(`${i * 10}-${i * 10 + 9}`, "|", bar, c);
});
const zscores = samples.map((x) => Math.round(((x - mean) / std) * 100) / 100);
console.log(zscores);
const normalized = samples.map((x) => (x - Math.min(...samples)) / (Math.max(...samples) - Math.min(...samples)));
console.log(normalized.map((v) => Math.round(v * 1000) / 1000));
