// BigInt text conversions of 300,000 digits both ways: quadratic work in native loops that poll
// the clock and the cancel flag between chunks of 18 digits.
const x = 7n ** 350000n;
const s = x.toString();
for (;;) BigInt(s) === x ? s.length : x.toString().length;
