// Calling methods on number literals and the two-dot form.
console.log(1..toString(), 1.5.toFixed(1), (10).toString(2), 255..toString(16).toUpperCase(), (-1.5).toFixed(0), 0.1.toFixed(1), 5e-7.toFixed(7));
