// Markdown-ish table rendering of host query results with column specs and alignment.
type Align = "left" | "right" | "center";
interface Column<Row> { header: string; get: (r: Row) => string | number | null; align?: Align; width?: number }

function pad(s: string, width: number, align: Align): string {
  if (s.length >= width) return s.slice(0, width);
  const gap = width - s.length;
  switch (align) {
    case "right": return s.padStart(width);
    case "center": return " ".repeat(Math.floor(gap / 2)) + s + " ".repeat(Math.ceil(gap / 2));
    default: return s.padEnd(width);
  }
}

function renderTable<Row>(rows: readonly Row[], cols: Column<Row>[]): string {
  const cells = rows.map((r) => cols.map((c) => {
    const v = c.get(r);
    return v === null ? "-" : typeof v === "number" ? v.toLocaleString("en-US", { maximumFractionDigits: 2 }) : v;
  }));
  const widths = cols.map((c, i) => c.width ?? Math.max(c.header.length, ...cells.map((row) => row[i].length)));
  const line = (parts: string[]) => `| ${parts.join(" | ")} |`;
  const sep = widths.map((w, i) => {
    const a = cols[i].align ?? "left";
    const dashes = "-".repeat(Math.max(1, w - (a === "center" ? 2 : 1)));
    return a === "right" ? `${dashes}:` : a === "center" ? `:${dashes}:` : `${dashes}-`;
  });
  return [
    line(cols.map((c, i) => pad(c.header, widths[i], c.align ?? "left"))),
    line(sep),
    ...cells.map((row) => line(row.map((s, i) => pad(s, widths[i], cols[i].align ?? "left")))),
  ].join("\n");
}

interface Sale { region: string; rep: string; units: number; revenue: number; returned?: number }
const warehouse = {
  async query(sql: string): Promise<Sale[]> {
    if (!sql.startsWith("SELECT")) throw new Error("read-only");
    return [
      { region: "North", rep: "Kim", units: 1240, revenue: 35210.5 },
      { region: "South", rep: "Alejandro", units: 310, revenue: 9300, returned: 12 },
      { region: "East", rep: "Jo", units: 2875, revenue: 80112.25, returned: 40 },
    ];
  },
};

const rows = await warehouse.query("SELECT * FROM sales");
console.log(renderTable(rows, [
  { header: "Region", get: (r) => r.region },
  { header: "Rep", get: (r) => r.rep, align: "center" },
  { header: "Units", get: (r) => r.units, align: "right" },
  { header: "Revenue", get: (r) => r.revenue, align: "right" },
  { header: "Ret%", get: (r) => (r.returned === undefined ? null : +((r.returned / r.units) * 100).toFixed(2)), align: "right" },
  { header: "Per unit", get: (r) => (r.revenue / r.units).toFixed(2), align: "right", width: 9 },
]));
const totals = rows.reduce((t, r) => ({ units: t.units + r.units, revenue: t.revenue + r.revenue }), { units: 0, revenue: 0 });
console.log(renderTable([totals], [
  { header: "Total units", get: (t) => t.units, align: "right" },
  { header: "Total revenue", get: (t) => t.revenue, align: "right" },
]));
try {
  await warehouse.query("DELETE FROM sales");
} catch (e) {
  console.log("refused:", (e as Error).message);
}
