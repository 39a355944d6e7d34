// Number theory: sieve, factorization, gcd/lcm, fraction class, roman numerals, base conversion
function sieve(n: number): number[] {
  const composite = new Array<boolean>(n + 1).fill(false);
  const primes: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= n; j += i) composite[j] = true;
  }
  return primes;
}
function factorize(n: number): Map<number, number> {
  const f = new Map<number, number>();
  for (let p = 2; p * p <= n; p++) while (n % p === 0) { f.set(p, (f.get(p) ?? 0) + 1); n /= p; }
  if (n > 1) f.set(n, (f.get(n) ?? 0) + 1);
  return f;
}
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
class Fraction {
  readonly num: bigint;
  readonly den: bigint;
  constructor(num: bigint | number, den: bigint | number = 1n) {
    let n = BigInt(num), d = BigInt(den);
    if (d === 0n) throw new RangeError("zero denominator");
    if (d < 0n) { n = -n; d = -d; }
    const g = gcd(n, d) || 1n;
    this.num = n / g;
    this.den = d / g;
  }
  add(o: Fraction) { return new Fraction(this.num * o.den + o.num * this.den, this.den * o.den); }
  mul(o: Fraction) { return new Fraction(this.num * o.num, this.den * o.den); }
  toString() { return this.den === 1n ? `${this.num}` : `${this.num}/${this.den}`; }
  valueOf() { return Number(this.num) / Number(this.den); }
}
const ROMAN: ReadonlyArray<[string, number]> = [["M", 1000], ["CM", 900], ["D", 500], ["CD", 400], ["C", 100], ["XC", 90], ["L", 50], ["XL", 40], ["X", 10], ["IX", 9], ["V", 5], ["IV", 4], ["I", 1]];
function toRoman(n: number): string {
  let out = "";
  for (const [sym, val] of ROMAN) while (n >= val) { out += sym; n -= val; }
  return out;
}
function fromRoman(s: string): number {
  const v: Record<string, number> = Object.fromEntries(ROMAN.filter(([k]) => k.length === 1));
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const cur = v[s[i]], next = v[s[i + 1]] ?? 0;
    total += cur < next ? -cur : cur;
  }
  return total;
}
function toBase(n: number, base: number): string {
  const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  if (n === 0) return "0";
  let neg = n < 0, out = "";
  for (n = Math.abs(n); n > 0; n = Math.floor(n / base)) out = digits[n % base] + out;
  return (neg ? "-" : "") + out;
}
console.log(sieve(50).join(" "), sieve(10000).length);
console.log([360, 97, 1001, 2 ** 20].map((n) => [...factorize(n)].map(([p, e]) => (e > 1 ? `${p}^${e}` : `${p}`)).join("*")));
const h = Array.from({ length: 6 }, (_, i) => new Fraction(1, i + 1)).reduce((a, b) => a.add(b));
console.log(String(h), +h, `${new Fraction(6, -4)}`, new Fraction(2, 3).mul(new Fraction(3, 4)).toString());
try { new Fraction(1, 0); } catch (e: unknown) { console.log((e as RangeError).message); }
console.log([1994, 2024, 3999, 4].map(toRoman), ["MCMXCIV", "LVIII", "IX"].map(fromRoman));
console.log(toBase(255, 16), toBase(-10, 2), toBase(123456789, 36), parseInt(toBase(123456789, 36), 36));
