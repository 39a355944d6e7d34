// Bitwise operators: 32-bit wrap, shifts masking the count, unsigned shift, NaN/Infinity as 0.
console.log(1 << 31, 1 << 32, 1 << 33, -1 >>> 0, -1 >>> 28, -16 >> 2, -16 >>> 2, 2 ** 32 | 0, (2 ** 31) | 0);
console.log(~0, ~-1, ~NaN, ~Infinity, ~~3.7, ~~-3.7, NaN | 0, Infinity & 1, "12" ^ 5, 0xff & -0xf0);
console.log(5 & 3, 5 | 3, 5 ^ 3, 1.9 | 0, -1.9 | 0, 4294967296.5 | 0, 2147483648 >> 0, 1e20 | 0);
let m = 0b1010;
m &= 0b0110; m |= 0b1; m ^= 0b11; m <<= 2; m >>= 1; m >>>= 0;
console.log(m, (0o17).toString(2), 0x7fffffff + 1 | 0);
