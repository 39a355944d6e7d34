// Number arithmetic and how node prints numbers.
console.log(1 + 2, 10 - 4, 6 * 7, 7 / 2, 1 / 3);
console.log(0.1 + 0.2, 0.1 * 3, 0.3 - 0.1);
console.log(2 ** 53, 2 ** 53 + 1, 2 ** 64);
console.log(1e21, 1e20, 123456789012345680000);
console.log(1e-6, 1e-7, 0.000001234, 123e-20);
console.log(5e-324, 1.7976931348623157e308);
console.log(1 / 0, -1 / 0, 0 / 0);
console.log(-0, 0 * -1, -0 + 0);
console.log(100, 100.5, -42.25, 3.14159);
console.log(0xff, 0o17, 0b1011, 1_000_000);
console.log(.5, 5., 1.50);
console.log(9007199254740993, 0.1 + 0.7);
console.log(Number.isInteger(5), Number.isInteger(5.0), Number.isInteger(5.5), Number.isInteger("5"));
console.log(Number.isInteger(-0), Number.isInteger(Infinity), Number.isInteger(NaN), Number.isInteger(1e300));
