// BigInt literals in every radix, with separators; typeof; printing and string conversion.
const values = [0n, 123n, -45n, 0xffn, 0XFFn, 0o17n, 0b1011n, 1_000_000n, 0x1234_5678_9abc_def0n, 18446744073709551616n];
for (const v of values) console.log(typeof v, v, String(v), `${v}`, v + "", [v], { v });
console.log(123456789012345678901234567890123456789n);
console.log(-0n, Object.is(-0n, 0n), 0n === -0n);
console.log(typeof Object(1n), Object(1n), [Object(-2n)]);
const wrapped = Object(5n);
console.log(wrapped + 1n, wrapped instanceof BigInt, wrapped.valueOf() === 5n);
console.log("%s %d %i", 5n, 6n, -7n);
