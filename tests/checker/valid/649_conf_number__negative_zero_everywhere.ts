// -0 in arithmetic, comparisons, string conversion, JSON, Math, Object.is and division.
const nz = -0;
console.log(nz, [nz], { nz }, `${nz}`, String(nz), JSON.stringify({ nz }), nz.toFixed(1), nz.toString(2), (nz).toLocaleString());
console.log(nz === 0, Object.is(nz, 0), 1 / nz, Math.sign(nz), Math.round(-0.4), Math.max(nz, 0), Math.min(nz, 0), nz + 0, nz * -1, -nz);
console.log([0, -0].map((x) => [x < 0, x > 0, Object.is(x, -0), 1 / x]), JSON.parse("-0"), Number("-0"), parseFloat("-0"), parseInt("-0"));
