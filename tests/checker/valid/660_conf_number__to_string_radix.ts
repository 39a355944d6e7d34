// Number.prototype.toString with radixes, fractions, negatives, large values; invalid radix.
console.log((255).toString(16), (255).toString(2), (-255).toString(36), (0.5).toString(2), (0.1).toString(3), (3.75).toString(16));
console.log((1e21).toString(36), (2 ** 53).toString(7), (-0).toString(2), NaN.toString(16), (Infinity).toString(2), (123.456).toString(36));
console.log((0.000001).toString(2).length, (1 / 3).toString(2), (35).toString(36), (36).toString(36));
try { (1).toString(1); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { (1).toString(37); } catch (e) { console.log((e as Error).message); }
