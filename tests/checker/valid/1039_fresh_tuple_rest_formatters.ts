type Row = [label: string, ...values: number[]];
type Header = readonly [first: string, ...rest: string[]];

function formatTable(header: Header, rows: Row[], digits = 1): string {
  const body = rows.map(([label, ...vals]) => [label, ...vals.map((v) => v.toFixed(digits))]);
  const all = [[...header], ...body];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? "").length)));
  return all.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")).join("\n");
}

function rowTotals(rows: Row[]): Row[] {
  return rows.map(([label, ...vals]): Row => [label, ...vals, vals.reduce((a, b) => a + b, 0)]);
}

function columnTotals(rows: Row[]): Row {
  const n = Math.max(0, ...rows.map((r) => r.length - 1));
  const sums = Array.from({ length: n }, (_, i) => rows.reduce((s, r) => s + ((r[i + 1] as number | undefined) ?? 0), 0));
  return ["total", ...sums];
}

const quarters: Header = ["region", "Q1", "Q2", "Q3", "Q4", "year"];
const data: Row[] = [
  ["north", 12.5, 14, 9.75, 20],
  ["south", 8, 7.5, 11, 13.25],
  ["east", 15, 15, 15, 15],
];
const withTotals = rowTotals(data);
console.log(formatTable(quarters, [...withTotals, columnTotals(withTotals)]));

function head<T extends readonly unknown[]>(t: readonly [...T]): T extends readonly [infer H, ...unknown[]] ? H : undefined {
  return t[0] as T extends readonly [infer H, ...unknown[]] ? H : undefined;
}
function tail<T, R extends unknown[]>([, ...rest]: [T, ...R]): R {
  return rest;
}
const tuple: [string, number, boolean] = ["x", 1, true];
const h: string = head(tuple);
const [n, b] = tail(tuple) as [number, boolean];
console.log(h, n + 1, !b);

const growth = data.map(([label, ...v]) => {
  const changes = v.slice(1).map((x, i) => ((x - v[i]) / v[i]) * 100);
  const [best, worst] = [Math.max(...changes), Math.min(...changes)];
  return `${label}: best ${best.toFixed(0)}% worst ${worst.toFixed(0)}%`;
});
console.log(growth.join("\n"));
const argmax = (...xs: number[]): [index: number, value: number] => xs.reduce<[number, number]>((acc, x, i) => (x > acc[1] ? [i, x] : acc), [-1, -Infinity]);
console.log(data.map(([l, ...v]) => [l, ...argmax(...v)]));
