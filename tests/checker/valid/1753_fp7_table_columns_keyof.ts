// Table formatting with typed column definitions and accessor keys.
type Align = "left" | "right" | "center";

interface Column<T, K extends keyof T = keyof T> {
  key: K;
  header?: string;
  align?: Align;
  format?: (value: T[K], row: T) => string;
}

function col<T>() {
  return <K extends keyof T>(key: K, opts: Omit<Column<T, K>, "key"> = {}): Column<T, K> => ({ key, ...opts });
}

function pad(s: string, width: number, align: Align): string {
  const gap = width - s.length;
  if (gap <= 0) return s;
  if (align === "right") return " ".repeat(gap) + s;
  if (align === "center") return " ".repeat(Math.floor(gap / 2)) + s + " ".repeat(Math.ceil(gap / 2));
  return s + " ".repeat(gap);
}

function renderTable<T>(rows: readonly T[], columns: readonly Column<T, any>[]): string {
  const cells = rows.map((row) =>
    columns.map((c) => (c.format ? c.format(row[c.key as keyof T], row) : String(row[c.key as keyof T])))
  );
  const headers = columns.map((c) => c.header ?? String(c.key));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (vals: string[]) => vals.map((v, i) => pad(v, widths[i], columns[i].align ?? "left")).join(" | ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("-+-"), ...cells.map(line)].join("\n");
}

interface Sale {
  region: string;
  units: number;
  revenue: number;
  date: Date;
}

const c = col<Sale>();
const sales: Sale[] = [
  { region: "North", units: 120, revenue: 15234.5, date: new Date(Date.UTC(2024, 2, 1)) },
  { region: "South", units: 8, revenue: 999, date: new Date(Date.UTC(2024, 2, 15)) },
  { region: "East", units: 45, revenue: 5100.25, date: new Date(Date.UTC(2024, 3, 2)) },
];

console.log(
  renderTable(sales, [
    c("region", { header: "Region" }),
    c("units", { align: "right" }),
    c("revenue", { align: "right", format: (v) => v.toFixed(2) }),
    c("date", { align: "center", format: (d) => d.toISOString().slice(0, 10) }),
  ])
);

const totals = sales.reduce(
  (acc, s) => ({ units: acc.units + s.units, revenue: acc.revenue + s.revenue }),
  { units: 0, revenue: 0 }
);
console.log(totals.units, totals.revenue.toFixed(2));
