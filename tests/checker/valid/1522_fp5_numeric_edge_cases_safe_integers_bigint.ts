// Numeric edge cases: safe integers, bigint factorials, trunc, toFixed
function factorial(n: bigint): bigint {
  let r = 1n;
  for (let i = 2n; i <= n; i++) r *= i;
  return r;
}
function binom(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}
const modpow = (base: bigint, exp: bigint, mod: bigint): bigint => {
  let result = 1n;
  base %= mod;
  while (exp > 0n) {
    if (exp & 1n) result = (result * base) % mod;
    base = (base * base) % mod;
    exp >>= 1n;
  }
  return result;
};
console.log(factorial(25n).toString(), factorial(0n));
console.log(binom(60, 30), binom(5, 7));
console.log(modpow(2n, 1000n, 1_000_000_007n));
console.log(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, Number.isSafeInteger(2 ** 53));
console.log(BigInt(Number.MAX_SAFE_INTEGER) + 2n, BigInt.asUintN(8, 257n), BigInt.asIntN(8, 255n));
const vals = [-2.5, -0.5, 0.5, 1.5, 2.675, -0];
console.log(vals.map((v) => [Math.trunc(v), Math.round(v), Math.floor(v), Math.ceil(v)]));
console.log(vals.map((v) => v.toFixed(2)), (1.005).toFixed(2), (1e21).toFixed(2), (0.000001234).toPrecision(2));
console.log(0.1 + 0.2 === 0.3, Math.abs(0.1 + 0.2 - 0.3) < Number.EPSILON, Object.is(-0, 0));
console.log(Number.parseInt("0x1f"), parseInt("101", 2), Number("  12  "), Number(""), Number("1e3"), +"abc");
console.log((255).toString(16), (255).toString(2), (-255).toString(36), (3.75).toString(2));
console.log(Number.MIN_VALUE > 0, Number.MAX_VALUE * 2, -Number.MAX_VALUE * 2, 1 / -0);
function digits(n: bigint): number[] {
  return n.toString().split("").map(Number);
}
const big = factorial(100n);
console.log(digits(big).reduce((a, b) => a + b, 0), big.toString().length);
const sqrtBig = (n: bigint): bigint => {
  if (n < 2n) return n;
  let x = n, y = (x + 1n) / 2n;
  while (y < x) { x = y; y = (x + n / x) / 2n; }
  return x;
};
console.log(sqrtBig(10n ** 30n), sqrtBig(99n), typeof sqrtBig(4n));
const toBig = (x: number | bigint | string): bigint => (typeof x === "bigint" ? x : BigInt(typeof x === "number" ? Math.trunc(x) : x));
console.log([3.9, "42", 7n].map(toBig));
console.log(Number(2n ** 64n), parseFloat("3.14abc"), (12345.6789).toLocaleString("en-US"), (0.5).toFixed(0), (2.5).toFixed(0));
