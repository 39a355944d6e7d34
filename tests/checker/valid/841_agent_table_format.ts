type Row = Record<string, string | number>;
function table(rows: Row[]): string {
  if (rows.length === 0) return "";
  const cols = Object.keys(rows[0]);
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((s, i) => s.padEnd(widths[i])).join(" | ");
  return [line(cols), widths.map((w) => "-".repeat(w)).join("-+-"), ...rows.map((r) => line(cols.map((c) => String(r[c]))))].join("\n");
}
console.log(table([{ name: "a", qty: 3 }, { name: "bbb", qty: 12 }]));
