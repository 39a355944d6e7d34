// Hyperbolic functions and their inverses (rounded).
const r = (x: number) => Number(x.toPrecision(12));
console.log(r(Math.sinh(1)), r(Math.cosh(1)), r(Math.tanh(0.5)), Math.tanh(Infinity), Math.sinh(-0), Math.cosh(0));
console.log(r(Math.asinh(1)), r(Math.acosh(2)), r(Math.atanh(0.5)), Math.acosh(0.5), Math.atanh(1), Math.atanh(-1), Math.asinh(-0));
