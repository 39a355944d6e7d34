// Arithmetic operators, precedence and exponentiation.
console.log(2 + 3 * 4, (2 + 3) * 4, 10 - 2 - 3, 2 * 3 / 4);
console.log(2 ** 10, 2 ** 0.5, 2 ** -1, (-2) ** 2, (-2) ** 3, 2 ** 3 ** 2);
console.log(0 ** 0, NaN ** 0, 1 ** Infinity, 4 ** 0.5, (-8) ** (1 / 3));
console.log(7 / 2, -7 / 2, 1 / 3 * 3, 10 / 4);
console.log(0.1 * 3, 1.1 * 1.1, 3 * 1.1);
console.log(-(-5), +"3" + 4, -"3" - 4);
let x = 5;
x += 2; console.log(x);
x -= 1; console.log(x);
x *= 3; console.log(x);
x /= 4; console.log(x);
x **= 2; console.log(x);
x %= 7; console.log(x);
let i = 0;
console.log(i++, i, ++i, i, i--, i, --i, i);
console.log(Math.floor(7 / 2), Math.round(7 / 2), Math.floor(-7 / 2));
