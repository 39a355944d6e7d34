// slice and splice with negative, out-of-range, missing and fractional arguments.
const a = [0, 1, 2, 3, 4, 5];
console.log(a.slice(), a.slice(2), a.slice(-2), a.slice(1, -1), a.slice(4, 2), a.slice(-100, 100), a.slice(1.7, 3.2), a.slice(NaN));
const b = [...a];
console.log(b.splice(1, 2), b);
console.log(b.splice(-2), b);
console.log(b.splice(1, 0, "x", "y"), b);
console.log(b.splice(0), b);
const c = [1, 2, 3];
console.log(c.splice(1, Infinity, "only"), c, c.splice(), c, c.splice(undefined as any), c);
const d = [1, 2, 3];
console.log(d.splice(-1, 1, 9, 9), d, d.splice(10, 1, "end"), d);
