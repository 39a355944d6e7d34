// pow, sqrt, cbrt, hypot: exact cases and special values.
console.log(Math.pow(2, 10), Math.pow(2, -2), Math.pow(-8, 1 / 3), Math.pow(NaN, 0), Math.pow(1, Infinity), Math.pow(-0, -1), Math.pow(-0, -2), Math.pow(0, -1));
console.log(Math.sqrt(16), Math.sqrt(2), Math.sqrt(-1), Math.sqrt(-0), Math.cbrt(27), Math.cbrt(-8), Math.cbrt(2).toFixed(12));
console.log(Math.hypot(3, 4), Math.hypot(), Math.hypot(-3), Math.hypot(3, 4, 12), Math.hypot(NaN, Infinity), Math.hypot(1e200, 1e200), Math.hypot(0.1, 0.2));
