type Shape = "sq" | "ci";
const counts: { [K in Shape]: number } = { sq: 0, ci: 0 };
for (const s of ["sq", "ci", "sq"] as Shape[]) counts[s]++;
console.log(counts);
