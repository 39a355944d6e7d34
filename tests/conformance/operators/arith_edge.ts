// Arithmetic edge cases: -0, NaN, Infinity, %, **, precedence, unary plus on strings.
console.log(0 * -1, -0 + 0, -0 - 0, 1 / -0, Object.is(-0 * 1, -0), -0 === 0, Object.is(NaN, NaN));
console.log(5 % 0, -5 % 2, 5.5 % 2, -0 % 5, Infinity % 2, 2 % Infinity, 0 / 0, Infinity - Infinity);
console.log(2 ** -1, (-2) ** 2, (-8) ** (1 / 3), 0 ** 0, NaN ** 0, 1 ** Infinity, 2 ** 1024, 2 ** -1075);
console.log(+"", +" 12 ", +"0x1F", +"1e3", +"1_000", +"abc", +[], +[5], +[1, 2], +{}, +null, +undefined, +true);
console.log(-"3", - -"3", "3" * "4", "10" / "4", "7" - 2, "7" + 2, 1 + 2 + "3", "1" + 2 + 3);
console.log(0.1 * 3, 1e21 + 1, 9007199254740992 + 1, -(2 ** 53), 5e-324 / 2, Number.MAX_VALUE * 2);
let x = 5;
console.log(x++ + ++x, x--, --x, (-x) ** 2 === x ** 2);
