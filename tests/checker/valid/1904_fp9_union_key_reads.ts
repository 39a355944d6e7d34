// Reads through a union of property keys (row[c], c: keyof Row or a const tuple's element) are
// the union of those properties' types, narrowed by typeof, !== undefined and truthiness.
interface Row { id: number; name: string; score?: number; tags: string[]; active: boolean }
const rows: Row[] = [{ id: 1, name: "a", score: 3, tags: ["x"], active: true }, { id: 2, name: "b", tags: [], active: false }];
const numericCols = ["id", "score"] as const;
for (const r of rows) {
  for (const c of numericCols) {
    const v = r[c];
    if (v !== undefined) console.log(c, v.toFixed(1));
  }
}
const cols = Object.keys(rows[0]) as (keyof Row)[];
for (const c of cols) {
  const v = rows[0][c];
  if (typeof v === "number") console.log(c, v + 1);
  else if (typeof v === "string") console.log(c, v.toUpperCase());
  else if (Array.isArray(v)) console.log(c, v.length);
  else console.log(c, v);
}
function get<K extends keyof Row>(r: Row, k: K): Row[K] { return r[k]; }
const key: "name" | "id" = Math.random() > 2 ? "name" : "id";
const val = rows[1][key];
console.log(String(val).length, get(rows[0], "tags").length);
const csv = rows.map((r) => cols.map((c) => { const v = r[c]; return Array.isArray(v) ? v.join("|") : String(v ?? ""); }).join(",")).join("\n");
console.log(csv);
const totals: Partial<Record<"id" | "score", number>> = {};
for (const r of rows) for (const c of numericCols) totals[c] = (totals[c] ?? 0) + (r[c] ?? 0);
console.log(totals);
for (const c of numericCols) { if (rows[0][c]) console.log(rows[0][c] * 2); }
const setField = (r: Row, k: "name", v: string) => { r[k] = v; };
setField(rows[0], "name", "z");
const sortBy = (k: "id" | "name") => [...rows].sort((a, b) => String(a[k]).localeCompare(String(b[k])));
console.log(sortBy("name").map((r) => r.id));
