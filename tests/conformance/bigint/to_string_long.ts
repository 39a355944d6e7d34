// BigInt text conversion of long integers (from 160 digits of 60 bits, vm/bigint.c splits by
// powers of the radix and divides by Barrett's method): every base, powers of the radix and
// their neighbours (the zero padding between halves), negative numbers, a 9,500-digit number.
const hash = (s: string) => { let x = 0; for (let i = 0; i < s.length; i++) x = (x * 31 + s.charCodeAt(i)) | 0; return x; };
const xs: bigint[] = [];
for (const e of [1, 2, 4, 7, 9]) { // from 7 on, past 160 digits of 60 bits: the divide-and-conquer path
  const b = 10n ** BigInt(e * 450);
  xs.push(b, b - 1n, b + 1n, -b, 7n ** BigInt(e * 600), (1n << BigInt(e * 1500)) - 1n, 1n << BigInt(e * 1500), -(36n ** BigInt(e * 300)) + 1n);
}
for (const r of [2, 3, 7, 10, 16, 35, 36]) {
  let h = 0;
  for (const x of xs) h = (h * 7 + hash(x.toString(r))) | 0;
  console.log(r, h);
}
const big = 3n ** 20000n;
const s = big.toString();
console.log(s.length, s.slice(0, 30), s.slice(-30), hash(s), hash((-big).toString(36)), hash(big.toString(2)));
console.log(BigInt(s) === big, BigInt("0x" + big.toString(16)) === big, (10n ** 5000n).toString().length, (10n ** 5000n - 1n).toString().replace(/9/g, "").length);
