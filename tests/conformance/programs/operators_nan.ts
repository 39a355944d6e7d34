// NaN in comparisons, equality, arithmetic and printing.
const n = NaN;
console.log(n, n === n, n == n, n !== n, n < 1, n > 1, n <= n, n >= n);
console.log(0 / 0, Infinity - Infinity, Infinity * 0, +"abc", -"x", +undefined);
console.log(n + 1, n * 0, "x" * 2, [n], { n });
console.log([1, NaN, 3].indexOf(NaN), [1, NaN, 3].includes(NaN));
console.log(Math.max(1, NaN), Math.min(NaN, 1), Math.sqrt(-1), Math.abs(NaN));
console.log(parseInt("abc"), parseInt(""), String(NaN), typeof NaN);
const x = 0 / 0;
console.log(x !== x ? "x is NaN" : "x is a number");
