// BigInt division of a 1.7M-bit number by a 0.5M-bit one: libtommath's schoolbook division
// subtracts across the whole dividend for each quotient digit, quadratic work that allocates
// nothing on the way. Each division pays the meter before it starts.
const x = 7n ** 600000n, y = 3n ** 300000n;
let n = 0n;
for (;;) n += x / y;
