// BigInt products of two 10^6-digit numbers: Toom-3 inside libtommath, tens of milliseconds of
// native work per VM instruction. Each product pays the meter first, and its allocations poll the
// clock and the cancel flag.
const x = 10n ** 1000000n - 1n, y = 10n ** 999999n + 7n;
let n = 0n;
for (;;) n += (x * y) & 1n;
