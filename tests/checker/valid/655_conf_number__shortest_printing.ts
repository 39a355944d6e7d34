// Shortest round-trip printing of doubles: exponent thresholds, tiny and huge values, -0.
const vals = [0.1, 0.2 + 0.1, 1 / 3, 2 / 3, 100, 1e20, 1e21, 123456789012345680000, 1e-6, 1e-7, 1.5e-7, 5e-324, 1.7976931348623157e308, 4.35, 0.000001234, -0, -1e-7, 9.999999999999999e22, 1e23, 2 ** 63];
console.log(vals.map(String).join("\n"));
console.log(vals);
console.log([-0, 0, +0], String(-0), `${-0}`, JSON.stringify(-0), (-0).toString(), -0 + "", [-0].join(), Object.is(-0 * 0, -0));
