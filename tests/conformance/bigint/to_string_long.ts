// BigInt text conversion of long integers (from 160 digits of 60 bits, vm/bigint.c splits by
// powers of the radix and divides by Barrett's method): every base, powers of the radix and
// their neighbours (the zero padding between halves), negative numbers, a 28,000-digit number.
const hash = (s: string) => { let x = 0; for (let i = 0; i < s.length; i++) x = (x * 31 + s.charCodeAt(i)) | 0; return x; };
const xs: bigint[] = [];
for (let e = 1; e < 30; e++) {
  const b = 10n ** BigInt(e * 97);
  xs.push(b, b - 1n, b + 1n, -b, 7n ** BigInt(e * 113), (1n << BigInt(e * 389)) - 1n, 1n << BigInt(e * 389), -(36n ** BigInt(e * 71)) + 1n);
}
for (const r of [2, 3, 7, 10, 16, 35, 36]) {
  let h = 0;
  for (const x of xs) h = (h * 7 + hash(x.toString(r))) | 0;
  console.log(r, h);
}
const big = 3n ** 60000n;
const s = big.toString();
console.log(s.length, s.slice(0, 30), s.slice(-30), hash(s), hash((-big).toString(36)), hash(big.toString(2)));
console.log(BigInt(s) === big, BigInt("0x" + big.toString(16)) === big, (10n ** 5000n).toString().length, (10n ** 5000n - 1n).toString().replace(/9/g, "").length);
