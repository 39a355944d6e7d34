// Differential check of the arithmetic on pseudo-random operands of many sizes (a 64-bit LCG in
// BigInt): every operator, printed as digests so node's and secexec's results are compared in full.
let seed = 12345n;
const next = (): bigint => (seed = (seed * 6364136223846793005n + 1442695040888963407n) & ((1n << 64n) - 1n));
const rand = (bits: number): bigint => {
  let r = 0n;
  for (let i = 0; i < bits; i += 64) r = (r << 64n) | next();
  r &= (1n << BigInt(bits)) - 1n;
  return next() & 1n ? -r : r;
};
const digest = (x: bigint): string => {
  const s = x.toString(36);
  return `${s.length}:${s.slice(0, 12)}:${(x % 1000000007n).toString()}`;
};
const sizes = [1, 7, 59, 60, 61, 64, 120, 200, 700, 3000, 5000, 9000, 20000];
for (const sa of sizes) {
  for (const sb of sizes) {
    const a = rand(sa), b = rand(sb);
    const out = [digest(a + b), digest(a - b), digest(a * b), digest(a & b), digest(a | b), digest(a ^ b)];
    if (b !== 0n) out.push(digest(a / b), digest(a % b));
    const sh = BigInt(sb % 200);
    out.push(digest(a << sh), digest(a >> sh), String(a < b), String(a === b));
    console.log(sa, sb, out.join(" "));
  }
}
for (const [base, exp] of [[3n, 1000n], [-7n, 333n], [123456789n, 77n], [2n ** 61n - 1n, 40n]] as const) console.log(digest(base ** exp));
const big = rand(30000), small = rand(3000);
const q = big / small, r = big % small;
console.log(q * small + r === big, (r < 0n ? -r : r) < (small < 0n ? -small : small), digest(q), digest(r));
console.log(BigInt.asIntN(100, big) === BigInt.asIntN(100, big & ((1n << 100n) - 1n)), digest(BigInt.asUintN(1000, big)), digest(BigInt.asIntN(999, -big)));
