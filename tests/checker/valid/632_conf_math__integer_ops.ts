// imul, clz32, fround, and 32-bit conversions.
console.log(Math.imul(3, 4), Math.imul(-5, 12), Math.imul(0xffffffff, 5), Math.imul(2 ** 31, 2), Math.imul(1.9, 2.9));
console.log(Math.clz32(1), Math.clz32(0), Math.clz32(-1), Math.clz32(0.5), Math.clz32(2 ** 32), Math.clz32(1000));
console.log(Math.fround(5.5), Math.fround(5.05), Math.fround(2 ** 128), Math.fround(1e-46), Math.fround(-0), Math.fround(0.1));
