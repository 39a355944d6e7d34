// Trigonometric functions (rounded to 12 digits where libm may differ in the last digit).
const r = (x: number) => Number(x.toFixed(12));
console.log(Math.sin(0), Math.cos(0), Math.tan(0), Math.sin(-0), r(Math.sin(Math.PI / 6)), r(Math.cos(Math.PI / 3)), r(Math.tan(Math.PI / 4)));
console.log(r(Math.asin(1)), r(Math.acos(0)), r(Math.atan(1)), Math.asin(2), Math.acos(-2), r(Math.atan(Infinity)));
console.log(r(Math.atan2(1, 1)), r(Math.atan2(-1, -1)), Math.atan2(0, -0) === Math.PI, Math.atan2(-0, 0), Math.atan2(0, 0), r(Math.atan2(1, 0)));
console.log(Math.sin(Infinity), Math.cos(NaN), r(Math.sin(1e10)).toFixed(4));
