// toExponential/toPrecision/toString around exponent boundaries.
const xs = [0.000001, 0.0000001, 123456789012345678901, 1.5e-10, 9.99e20, 1e21, -1.2345e-7];
for (const x of xs) console.log(String(x), x.toExponential(3), x.toPrecision(3), x.toFixed(2));
