// Rounding to decimals: toFixed vs Math.round with epsilon; floating point surprises.
const vals = [1.005, 2.675, 1.45, 8.345, 0.615, 10.235];
console.log(vals.map((v) => v.toFixed(2)), vals.map((v) => Math.round(v * 100) / 100), vals.map((v) => Math.round((v + Number.EPSILON) * 100) / 100));
console.log((0.1 + 0.2).toFixed(10), (0.1 + 0.2).toPrecision(17), (1.1).toPrecision(20), (123.456).toFixed(10));
