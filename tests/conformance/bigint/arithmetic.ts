// + - * / % ** and unary minus, with big and negative operands; / and % truncate.
const pairs: [bigint, bigint][] = [[7n, 2n], [-7n, 2n], [7n, -2n], [-7n, -2n], [0n, 5n], [1n, 1n],
  [2n ** 70n + 5n, 3n], [-(2n ** 70n) - 5n, -(2n ** 64n)], [10n ** 40n, 10n ** 20n + 1n], [123456789n, 987654321987654321n]];
for (const [a, b] of pairs) console.log(a + b, a - b, a * b, a / b, a % b, -a, -b);
console.log(2n ** 0n, 0n ** 0n, 0n ** 5n, (-1n) ** 3n, (-1n) ** 4n, (-2n) ** 63n, 3n ** 100n);
console.log(2n ** 200n - 1n, (2n ** 200n) / (2n ** 100n), (10n ** 50n) % 97n);
let f = 1n;
for (let i = 1n; i <= 50n; i++) f *= i;
console.log("50! =", f, f.toString().length);
let x = 10n;
x += 5n; x -= 3n; x *= 4n; x /= 5n; x %= 7n; x **= 3n;
console.log(x);
