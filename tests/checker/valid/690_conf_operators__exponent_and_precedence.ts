// ** associativity and precedence with unary operators and multiplication.
console.log(2 ** 3 ** 2, (2 ** 3) ** 2, 2 * 3 ** 2, (-2) ** 3, -(2 ** 2), 2 ** -2, 10 ** 21, 10 ** -7, 0.5 ** 1074);
let x = 3;
x **= 2;
console.log(x, 1 + 2 * 3 - 4 / 2, (1 + 2) * 3, 7 - 3 - 2, 2 ** 0.5, 16 / 4 / 2, 1 - -1, +-+1);
