// toFixed rounding (binary representation), large numbers, negative zero, digit range errors.
console.log((1.005).toFixed(2), (1.45).toFixed(1), (1.55).toFixed(1), (2.5).toFixed(0), (-2.5).toFixed(0), (0.5).toFixed(0), (1.5).toFixed(0));
console.log((123.456).toFixed(), (0).toFixed(2), (-0).toFixed(2), (-0.0001).toFixed(2), (1e21).toFixed(2), (1e20).toFixed(2), (0.1).toFixed(20));
console.log(NaN.toFixed(2), (-Infinity).toFixed(1), (5e-7).toFixed(6), (1.23e-10).toFixed(100).length, (999.995).toFixed(2));
try { (1).toFixed(101); } catch (e) { console.log((e as Error).name, (e as Error).message); }
