// Practical uses: clamping, rounding to decimals, percentages, averages.
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const roundTo = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
console.log(clamp(15, 0, 10), clamp(-5, 0, 10), clamp(5, 0, 10), roundTo(1.005, 2), roundTo(2.345, 2), roundTo(-1.5, 0));
const xs = [3, 1, 4, 1, 5, 9, 2, 6];
const mean = xs.reduce((a, b) => a + b) / xs.length;
const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
console.log(mean, sd.toFixed(6), ((xs.filter((x) => x > 3).length / xs.length) * 100).toFixed(1) + "%");
