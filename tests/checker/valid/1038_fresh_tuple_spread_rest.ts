// An array literal with spreads in a tuple context is a tuple with rest elements:
// `["a", ...nums]` is [string, ...number[]], assignable to a Row = [label: string, ...values: number[]].
type Row = [label: string, ...values: number[]];
const nums = [1, 2, 3];
const r1: Row = ["a", ...nums];
const r2: Row = ["b", ...nums, 4];
const r3: [string, number, ...number[]] = ["c", 0, ...nums];
function totals(rows: Row[]): Row[] {
  return rows.map(([label, ...vals]): Row => [label, ...vals, vals.reduce((a, b) => a + b, 0)]);
}
function columnTotals(rows: Row[]): Row {
  const sums = [0, 1].map((i) => rows.reduce((s, r) => s + ((r[i + 1] as number | undefined) ?? 0), 0));
  return ["total", ...sums];
}
console.log(totals([r1, r2, r3]), columnTotals([r1, r2]));
