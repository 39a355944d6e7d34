// toString(radix) and parseInt(radix) round trips for integers; fractions in binary.
for (const r of [2, 8, 16, 36]) {
  const vals = [0, 1, 255, 4096, 123456789, 2 ** 40];
  console.log(r, vals.map((v) => v.toString(r)).join(","), vals.every((v) => parseInt(v.toString(r), r) === v));
}
console.log((0.5).toString(2), (0.75).toString(4), (-10.25).toString(2), (1 / 1024).toString(16));
