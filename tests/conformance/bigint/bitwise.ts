// & | ^ ~ << >> on BigInts: two's complement semantics on unbounded integers.
const vals = [0n, 1n, -1n, 5n, -6n, 0xff00ff00ff00ff00ffn, -(2n ** 65n) + 3n];
for (const a of vals) {
  console.log(~a, a & 0xffn, a | 0x10n, a ^ -1n, a << 3n, a >> 2n, a << -2n, a >> -3n);
  for (const b of vals) console.log(a & b, a | b, a ^ b);
}
console.log(1n << 100n, (1n << 100n) >> 99n, -1n >> 1000n, 5n >> 100000000000n, -5n >> 100000000000n);
console.log(0n << 100000000000n);
try { console.log(1n >>> 1n); } catch (e) { console.log(String(e)); }
