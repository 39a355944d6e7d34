function windows<T>(xs: T[], n: number): T[][] {
  return xs.length < n ? [] : Array.from({ length: xs.length - n + 1 }, (_, i) => xs.slice(i, i + n));
}
const temps = [20, 22, 21, 25, 27, 26];
const avgs = windows(temps, 3).map((w) => w.reduce((a, b) => a + b, 0) / w.length);
console.log(avgs.map((a) => a.toFixed(1)));
