function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  base %= mod;
  while (exp > 0n) {
    if (exp & 1n) result = (result * base) % mod;
    exp >>= 1n;
    base = (base * base) % mod;
  }
  return result;
}

function isProbablePrime(n: bigint): boolean {
  if (n < 2n) return false;
  for (const p of [2n, 3n, 5n, 7n, 11n, 13n]) {
    if (n === p) return true;
    if (n % p === 0n) return false;
  }
  let d = n - 1n;
  let r = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    r++;
  }
  witness: for (const a of [2n, 3n, 5n, 7n, 11n]) {
    let x = modPow(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    for (let i = 1; i < r; i++) {
      x = (x * x) % n;
      if (x === n - 1n) continue witness;
    }
    return false;
  }
  return true;
}

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));
const fib = (n: number): bigint => {
  let [a, b] = [0n, 1n];
  for (let i = 0; i < n; i++) [a, b] = [b, a + b];
  return a;
};

console.log(factorial(25).toString(), factorial(25).toString().length);
console.log(fib(100), typeof fib(10));
const mersenne = [31, 61, 67, 89].map((e) => ({ e, prime: isProbablePrime((1n << BigInt(e)) - 1n) }));
console.log(mersenne.map(({ e, prime }) => `2^${e}-1:${prime ? "P" : "C"}`).join(" "));
console.log(modPow(4n, 13n, 497n), BigInt.asUintN(8, 257n), BigInt.asIntN(8, 255n));
const big = 2n ** 64n - 1n;
console.log(big.toString(16), big.toString(2).length, Number(big & 0xffffn));
const digitsSum = [...factorial(30).toString()].reduce((s, d) => s + Number(d), 0);
console.log("digit sum of 30!:", digitsSum);
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
console.log(gcd(factorial(20), fib(60)), -7n / 2n, -7n % 2n, BigInt("0x1f") + BigInt(true));
console.log(JSON.stringify({ v: big.toString() }), big > Number.MAX_SAFE_INTEGER, 10n == (10 as unknown as bigint));
