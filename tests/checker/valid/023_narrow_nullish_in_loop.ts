const lookup: Record<string, number | undefined> = { a: 1, b: undefined };
let sum = 0;
for (const key of ["a", "b", "c"]) {
  const v = lookup[key];
  if (v == null) continue;
  sum += v;
}
console.log(sum);
