// Parse CSV-like text with split/trim/parseInt and aggregate it.
const csv = `
name, dept , salary, start
  Alice , eng, 120000, 2019
Bob,sales,  85000 ,2021
Carol , eng , 135000,2016
Dan,support,52000,2022
Eve , sales,91000 , 2018
`;
const lines = csv.trim().split("\n");
const header = lines[0].split(",").map((h) => h.trim());
console.log(header);
const rows = lines.slice(1).map((line) => {
  const cells = line.split(",").map((c) => c.trim());
  const row: { [k: string]: string | number } = {};
  header.forEach((h, i) => {
    const n = parseInt(cells[i]);
    row[h] = Number.isInteger(n) && String(n) === cells[i] ? n : cells[i];
  });
  return row;
});
console.log(rows);
const byDept: { [d: string]: number[] } = {};
for (const r of rows) {
  const d = r.dept as string;
  (byDept[d] = byDept[d] || []).push(r.salary as number);
}
for (const d of Object.keys(byDept)) {
  const s = byDept[d];
  const avg = s.reduce((a, b) => a + b, 0) / s.length;
  console.log(d, s.length, Math.round(avg), Math.max(...s), Math.min(...s));
}
const veterans = rows.filter((r) => (r.start as number) < 2019).map((r) => r.name);
console.log("before 2019:", veterans.join(" & "));
console.log(parseInt("42px"), parseInt("  7  "), parseInt("-12.9"), parseInt("0x1F"), parseInt("abc"), parseInt("101", 2), parseInt("ff", 16));
console.log(parseInt("1e3"), parseInt(""), parseInt("3 apples"), parseInt("0012"), parseInt(" -0"));
