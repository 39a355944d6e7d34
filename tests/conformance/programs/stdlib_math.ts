// The Math object: constants, rounding, min/max/hypot edge cases and the exactly-specified functions.
console.log(Math.E, Math.LN10, Math.LN2, Math.LOG10E, Math.LOG2E, Math.PI, Math.SQRT1_2, Math.SQRT2);

// rounding: halves go up, -0 is kept
console.log(Math.round(2.5), Math.round(-2.5), Math.round(-2.6), Math.round(0.49999999999999994), Math.round(-0.4));
console.log(Math.round(-0), Math.round(-0.5), Math.round(4503599627370495.5), Math.round(NaN), Math.round(Infinity));
console.log(Math.floor(-1.5), Math.ceil(-1.5), Math.ceil(-0.5), Math.trunc(-4.7), Math.trunc(4.7), Math.trunc(-0.2));
console.log(Math.sign(-3), Math.sign(0), Math.sign(-0), Math.sign(NaN), Math.sign("5" as any));
console.log(Math.abs(-0), Math.abs(-Infinity), Math.abs("-2" as any), Math.abs(null as any), Math.abs([] as any), Math.abs({} as any));

// min / max / hypot
console.log(Math.max(), Math.min(), Math.max(1, NaN), Math.min(NaN, 1), Math.max(-0, 0), Math.min(0, -0));
console.log(1 / Math.max(-0, 0), 1 / Math.min(0, -0), Math.max(...[3, 9, 2]), Math.min("4" as any, 3));
console.log(Math.hypot(3, 4), Math.hypot(1, 1), Math.hypot(), Math.hypot(-5), Math.hypot(NaN, Infinity), Math.hypot(1e200, 1e200));
console.log(Math.hypot(1, 2, 3), Math.hypot(0.1, 0.2));

// integer operations
console.log(Math.clz32(1), Math.clz32(0), Math.clz32(-1), Math.clz32(0.5), Math.clz32(2 ** 32));
console.log(Math.imul(3, 4), Math.imul(0xffffffff, 5), Math.imul(2 ** 31, 2), Math.imul(-5, 12));
console.log(Math.fround(5.5), Math.fround(5.05), Math.fround(2 ** 128), Math.fround(1e-50), Math.fround(-0));

// powers and roots (exactly representable results)
console.log(Math.pow(2, 10), Math.pow(2, -1), Math.pow(1, Infinity), Math.pow(NaN, 0), Math.pow(-8, 1 / 3), 2 ** 0.5);
console.log(Math.sqrt(16), Math.sqrt(2), Math.sqrt(-1), Math.sqrt(-0), Math.cbrt(27), Math.cbrt(-8));
console.log(Math.exp(0), Math.log(1), Math.log(0), Math.log(-1), Math.log10(1000), Math.log2(1024), Math.log1p(0), Math.expm1(0));

// trigonometry at exact points
console.log(Math.sin(0), Math.cos(0), Math.tan(0), Math.asin(1), Math.acos(1), Math.atan(Infinity), Math.atan2(1, 1));
console.log(Math.atan2(0, -0), Math.atan2(-0, -0), Math.atan2(-1, 0), Math.sinh(0), Math.cosh(0), Math.tanh(Infinity));
console.log(Math.asinh(0), Math.acosh(1), Math.atanh(0), Math.atanh(1), Math.acosh(0));

// coercion of arguments
console.log(Math.floor("7.9" as any), Math.max("10" as any, "9" as any), Math.min([] as any, 1), Math.round(true as any));

// Math.random: deterministic per run; only its shape is printed
const r = Math.random();
console.log(typeof r, r >= 0 && r < 1, Math.random() !== r);
let inRange = true;
for (let i = 0; i < 1000; i++) {
  const x = Math.floor(Math.random() * 6) + 1;
  if (x < 1 || x > 6) inRange = false;
}
console.log(inRange);
console.log(typeof Math, Object.keys(Math).length, typeof Math.max, Math.max.length, Math.hypot.length, Math.random.length);
