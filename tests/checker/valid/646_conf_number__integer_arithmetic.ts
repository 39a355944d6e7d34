// Integer arithmetic beyond 2^53 loses precision; division, modulo and floor/trunc of negatives.
console.log(2 ** 53 === 2 ** 53 + 1, 9007199254740993, 0.1 * 10, 1.1 * 3, 7 / 2, Math.floor(-7 / 2), Math.trunc(-7 / 2), -7 % 2, ((-7 % 2) + 2) % 2);
console.log(123456789 * 987654321, 2 ** 31 * 2 ** 31, 1e16 + 1, 1e15 + 0.3, 4.35 * 100, 1.15 * 100, 3 * 1.1);
let acc = 0;
for (let i = 0; i < 10; i++) acc += 0.1;
console.log(acc, acc === 1, Math.abs(acc - 1) < Number.EPSILON);
