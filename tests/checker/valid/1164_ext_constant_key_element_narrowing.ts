// TS 5.5 narrows obj[key] when key is a const, or a parameter / let nothing reassigns:
// `typeof row[col] === "number"` and `counts[k] !== undefined` narrow the element itself.
type Row = Record<string, unknown>;
const rows: Row[] = [{ qty: 2, name: "a" }, { qty: 3, note: null }];
let total = 0;
for (const row of rows) {
  for (const col of Object.keys(row)) {
    if (typeof row[col] === "number") total += row[col];
    else if (typeof row[col] === "string") console.log(col, row[col].toUpperCase());
  }
}
const counts: Record<string, number | undefined> = {};
function bump(k: string): number {
  if (counts[k] !== undefined) counts[k] = counts[k] + 1;
  else counts[k] = 1;
  return counts[k];
}
bump("x");
bump("y");
console.log(total, bump("x"), counts);
