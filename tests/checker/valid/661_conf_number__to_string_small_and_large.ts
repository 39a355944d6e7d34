// String conversion around the exponential thresholds 1e21 and 1e-7, and in other radixes.
const xs = [1e20, 1e21, 123e18, 1.23e21, 1e-6, 1e-7, 1.5e-6, 0.00000123, 2 ** 70, -(2 ** 70), 1 / 7, 100 / 3];
console.log(xs.map((x) => x.toString()));
console.log(xs.map((x) => x.toString(16).slice(0, 20)));
