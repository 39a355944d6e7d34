// Large BigInts: exact results node prints the same.
const f = (n: bigint): bigint => (n <= 1n ? 1n : n * f(n - 1n));
const x = f(300n);
console.log(x.toString().length, x % 1000000007n, x.toString(36).slice(0, 20));
const p = 2n ** 4423n - 1n; // a Mersenne prime
console.log(p.toString().length, p % 10n ** 20n, (p * p) % 999999937n);
const big = 7n ** 20000n;
console.log(big.toString().length, big.toString().slice(0, 30), big.toString(16).length);
console.log(BigInt(big.toString()) === big, BigInt("0x" + big.toString(16)) === big);
const q = big / (3n ** 9000n), r = big % (3n ** 9000n);
console.log(q * 3n ** 9000n + r === big, r < 3n ** 9000n, q.toString().length);
console.log(Number(big), Number(big >> 56000n), (-big).toString().slice(0, 10));
