function formatBytes(n: number, decimals = 1): string {
  if (n === 0) return "0 B";
  const units = ["B", "KiB", "MiB", "GiB", "TiB"] as const;
  const i = Math.min(units.length - 1, Math.floor(Math.log(Math.abs(n)) / Math.log(1024)));
  return `${(n / 1024 ** i).toFixed(i === 0 ? 0 : decimals)} ${units[i]}`;
}

function toRoman(num: number): string {
  const table: [number, string][] = [
    [1000, "M"], [900, "CM"], [500, "D"], [400, "CD"], [100, "C"], [90, "XC"],
    [50, "L"], [40, "XL"], [10, "X"], [9, "IX"], [5, "V"], [4, "IV"], [1, "I"],
  ];
  let out = "";
  for (const [v, s] of table) {
    while (num >= v) {
      out += s;
      num -= v;
    }
  }
  return out;
}

function fromRoman(s: string): number {
  const val: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const cur = val[s[i]];
    const next = val[s[i + 1]] ?? 0;
    total += cur < next ? -cur : cur;
  }
  return total;
}

function toBase(n: number, base: number): string {
  const digits = "0123456789abcdefghijklmnopqrstuvwxyz";
  if (n === 0) return "0";
  let s = "";
  let x = Math.abs(Math.trunc(n));
  while (x > 0) {
    s = digits[x % base] + s;
    x = Math.floor(x / base);
  }
  return (n < 0 ? "-" : "") + s;
}

console.log([0, 512, 1536, 10 ** 6, 5.5 * 1024 ** 3, 2 ** 50].map((b) => formatBytes(b)).join(", "));
const years = [1987, 2024, 3999, 4, 49];
console.log(years.map((y) => `${y}=${toRoman(y)}`).join(" "));
console.log(years.every((y) => fromRoman(toRoman(y)) === y));
console.log([255, -255, 35, 1e6].map((n) => `${toBase(n, 16)}/${n.toString(16)}`).join(" "));
console.log((1234.5678).toFixed(2), (0.000001234).toPrecision(2), (123456789).toExponential(3), (5e-7).toString());
console.log(Number("0x1F"), Number("0b101"), Number("1_000"), parseFloat("1e3x"), Number(""), Number(" "), Number(null));
console.log(0.1 + 0.2 === 0.3, Math.abs(0.1 + 0.2 - 0.3) < Number.EPSILON, 1 / 0, -1 / 0, Object.is(-0, 0), (-0).toString());
console.log(Math.round(2.5), Math.round(-2.5), Math.round(0.49999999999999994), (2.345).toFixed(2), (1.005).toFixed(2));
const pct = (a: number, b: number) => (b === 0 ? "n/a" : `${((a / b) * 100).toFixed(1)}%`);
console.log(pct(1, 3), pct(2, 0), pct(7, 7));
console.log(Number.MAX_VALUE > 1e308, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, 2 ** 53 + 1);
