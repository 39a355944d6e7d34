// Number() of strings, booleans, null/undefined, arrays, objects, whitespace and prefixes.
const inputs: unknown[] = ["", " ", "12", " 12 ", "1e3", "-1e-3", "0x1f", "0b101", "0o17", "-0x1f", "1.", ".1", "1..2", "Infinity", "-Infinity", "infinity", "1_0", "\n\t42\n", null, undefined, true, false, [], [7], [1, 2], {}, "12px", "0.0000001"];
console.log(inputs.map((v) => Number(v)));
console.log(Number(), new Number(5) + 1, typeof Number("3"), Number("٣"), Number("+5"), Number("+-5"), Number("00012"), Number("-0"));
