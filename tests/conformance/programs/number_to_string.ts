// Numbers converted to text with String(), templates and concatenation.
const values = [0, -0, 1, -1, 0.5, 1e21, 1e-7, 123.456, NaN, Infinity, -Infinity, 2 ** 31, 1 / 3];
for (const v of values) {
  console.log(String(v), `${v}`, "" + v, v);
}
console.log(String(100 / 3));
console.log(String(255) + String(0.1));
console.log(String(1e100), String(12345678901234567890));
console.log(String(0.000001), String(0.0000001));
console.log(String(-1e-7), String(-123e25));
