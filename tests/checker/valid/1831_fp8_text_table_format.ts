type Align = "left" | "right" | "center";
interface Column<R> { header: string; get: (row: R) => string | number; align?: Align; width?: number }

function pad(s: string, width: number, align: Align): string {
  const gap = Math.max(0, width - s.length);
  if (align === "right") return " ".repeat(gap) + s;
  if (align === "center") return " ".repeat(Math.floor(gap / 2)) + s + " ".repeat(Math.ceil(gap / 2));
  return s + " ".repeat(gap);
}

function table<R>(rows: readonly R[], cols: readonly Column<R>[]): string {
  const cells = rows.map((r) => cols.map((c) => String(c.get(r))));
  const widths = cols.map((c, i) => c.width ?? Math.max(c.header.length, ...cells.map((row) => row[i].length)));
  const fit = (s: string, w: number) => (s.length > w ? s.slice(0, w - 1) + "~" : s);
  const line = (vals: string[]) => "| " + vals.map((v, i) => pad(fit(v, widths[i]), widths[i], cols[i].align ?? "left")).join(" | ") + " |";
  const sep = "|" + widths.map((w, i) => {
    const a = cols[i].align ?? "left";
    return (a === "center" ? ":" : "-") + "-".repeat(w) + (a !== "left" ? ":" : "-");
  }).join("|") + "|";
  return [line(cols.map((c) => c.header)), sep, ...cells.map(line)].join("\n");
}

interface Sale { region: string; rep: string; units: number; revenue: number }
const sales: Sale[] = [
  { region: "North", rep: "Alice Johnson", units: 120, revenue: 14400.5 },
  { region: "South", rep: "Bob", units: 80, revenue: 8800 },
  { region: "North", rep: "Carol", units: 45, revenue: 6075.25 },
  { region: "West", rep: "Dmitri Ivanovich Petrov", units: 200, revenue: 21000 },
];

console.log(table(sales, [
  { header: "Region", get: (s) => s.region },
  { header: "Rep", get: (s) => s.rep, width: 12 },
  { header: "Units", get: (s) => s.units, align: "right" },
  { header: "Revenue", get: (s) => s.revenue.toFixed(2), align: "right" },
  { header: "Avg", get: (s) => (s.revenue / s.units).toFixed(1), align: "center" },
]));

const byRegion = [...sales.reduce((m, s) => {
  const cur = m.get(s.region) ?? { region: s.region, units: 0, revenue: 0, reps: 0 };
  m.set(s.region, { ...cur, units: cur.units + s.units, revenue: cur.revenue + s.revenue, reps: cur.reps + 1 });
  return m;
}, new Map<string, { region: string; units: number; revenue: number; reps: number }>()).values()].sort((a, b) => b.revenue - a.revenue);

console.log(table(byRegion, [
  { header: "Region", get: (r) => r.region, align: "center" },
  { header: "Reps", get: (r) => r.reps, align: "right" },
  { header: "Total", get: (r) => r.revenue.toLocaleString("en-US", { minimumFractionDigits: 2 }), align: "right" },
]));
