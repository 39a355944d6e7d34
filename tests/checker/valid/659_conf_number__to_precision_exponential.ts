// toPrecision and toExponential: rounding, switching to exponent form, ranges.
console.log((123.456).toPrecision(4), (0.00012345).toPrecision(2), (123456).toPrecision(2), (1.5).toPrecision(1), (2.5).toPrecision(1), (0).toPrecision(3), (-0).toPrecision(1));
console.log((123.456).toExponential(2), (0).toExponential(), (1e-7).toExponential(3), (12345).toExponential(), (-1.5e300).toExponential(1), (5).toPrecision(), (1e21).toPrecision(3));
console.log((1.45).toExponential(1), (1.55).toExponential(1), NaN.toPrecision(3), Infinity.toExponential(2));
try { (1).toPrecision(0); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { (1).toExponential(-1); } catch (e) { console.log((e as Error).message); }
