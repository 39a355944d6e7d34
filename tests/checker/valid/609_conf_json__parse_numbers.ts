// Number parsing in JSON: exponents, negative zero, precision, large and tiny values.
console.log(JSON.parse("[0, -0, 1.5e3, 1E+2, -1e-2, 123456789012345678901234567890, 1e-400, 1e400]"));
for (const bad of ["-", "1e", "1e+", "00", "-01", "0x1", "Infinity", "1.e1"]) {
  try { JSON.parse(bad); console.log("ok", bad); } catch (e) { console.log(bad, "->", (e as Error).message); }
}
