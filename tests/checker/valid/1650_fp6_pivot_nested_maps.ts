// Pivot table of host sales rows: nested Map<string, Map<string, number>>, row/column totals, formatted grid.
interface Sale { month: string; product: string; channel: "web" | "store" | "partner"; units: number; price: number }
const sales = {
  async query(year: number): Promise<Sale[]> {
    const products = ["Lamp", "Desk", "Chair"];
    const channels: Sale["channel"][] = ["web", "store", "partner"];
    const out: Sale[] = [];
    for (let m = 1; m <= 4; m++) {
      products.forEach((product, p) => {
        channels.forEach((channel, c) => {
          if ((m + p + c) % 4 === 0) return;
          out.push({ month: `${year}-${String(m).padStart(2, "0")}`, product, channel, units: ((m * 7 + p * 3 + c * 5) % 13) + 1, price: [19.5, 149, 89][p] });
        });
      });
    }
    return out;
  },
};

function pivot<R>(rows: readonly R[], rowKey: (r: R) => string, colKey: (r: R) => string, value: (r: R) => number) {
  const grid = new Map<string, Map<string, number>>();
  const cols = new Set<string>();
  for (const r of rows) {
    const rk = rowKey(r), ck = colKey(r);
    cols.add(ck);
    let line = grid.get(rk);
    if (!line) grid.set(rk, (line = new Map()));
    line.set(ck, (line.get(ck) ?? 0) + value(r));
  }
  return { grid, cols: [...cols].sort() };
}

const rows = await sales.query(2024);
const { grid, cols } = pivot(rows, (r) => r.product, (r) => r.month, (r) => r.units * r.price);
const fmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const W = 9;
const line = (label: string, cells: string[]) => label.padEnd(8) + cells.map((c) => c.padStart(W)).join("");
console.log(line("", [...cols.map((c) => c.slice(5)), "total"]));
const colTotals = new Map<string, number>();
const ranking: [string, number][] = [];
for (const [product, byMonth] of [...grid].sort(([a], [b]) => a.localeCompare(b))) {
  let rowTotal = 0;
  const cells = cols.map((c) => {
    const v = byMonth.get(c);
    if (v === undefined) return "-";
    rowTotal += v;
    colTotals.set(c, (colTotals.get(c) ?? 0) + v);
    return fmt.format(v);
  });
  ranking.push([product, rowTotal]);
  console.log(line(product, [...cells, fmt.format(rowTotal)]));
}
const grand = [...colTotals.values()].reduce((a, b) => a + b, 0);
console.log(line("total", [...cols.map((c) => fmt.format(colTotals.get(c) ?? 0)), fmt.format(grand)]));
const best = ranking.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`best product: ${best[0]} (${((best[1] / grand) * 100).toFixed(1)}% of revenue)`);
const byChannel = pivot(rows, (r) => r.channel, () => "all", (r) => r.units);
console.log(Object.fromEntries([...byChannel.grid].map(([ch, m]) => [ch, m.get("all") ?? 0])));
