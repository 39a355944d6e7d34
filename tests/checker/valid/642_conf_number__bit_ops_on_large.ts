// Number to int32/uint32 conversion in bit ops for large, negative and fractional values.
const vals = [2 ** 31, 2 ** 32 + 5, -(2 ** 31) - 1, 1e10, -1e10, 3.9, -3.9, NaN, Infinity, 2 ** 53];
console.log(vals.map((v) => v | 0), vals.map((v) => v >>> 0), vals.map((v) => ~~v));
