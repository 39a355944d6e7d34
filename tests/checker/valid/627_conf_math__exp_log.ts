// exp/expm1/log/log1p/log2/log10: exact powers and special values.
const r = (x: number) => Number(x.toPrecision(12));
console.log(Math.exp(0), r(Math.exp(1)), Math.exp(-Infinity), Math.exp(Infinity), r(Math.expm1(1e-10)), Math.expm1(0), Math.expm1(-0));
console.log(Math.log(1), Math.log(0), Math.log(-1), r(Math.log(10)), Math.log2(8), Math.log2(1024), Math.log10(1000), Math.log10(1e-5), Math.log2(0.5));
console.log(r(Math.log1p(1e-10)), Math.log1p(-1), Math.log1p(-2), Math.log10(0), r(Math.log2(3)), r(Math.log10(2)));
