type Row = { region: string; product: string; units: number; price: number; date: string };
const raw = `region,product,units,price,date
north,widget,12,3.5,2024-01-03
south,gadget,4,12.25,2024-01-04
north,gadget,7,12.25,2024-02-11
east,widget,20,3.5,2024-02-15
south,widget,3,3.5,2024-03-01`;
const [header, ...lines] = raw.split("\n");
const cols = header.split(",") as (keyof Row)[];
const rows: Row[] = lines.map((line) => {
  const cells = line.split(",");
  const rec = Object.fromEntries(cols.map((c, i) => [c, cells[i]])) as Record<keyof Row, string>;
  return { ...rec, units: Number(rec.units), price: parseFloat(rec.price) };
});
const byRegion = rows.reduce<Record<string, { units: number; revenue: number }>>((acc, r) => {
  const cur = (acc[r.region] ??= { units: 0, revenue: 0 });
  cur.units += r.units;
  cur.revenue += r.units * r.price;
  return acc;
}, {});
const months = new Map<string, number>();
for (const r of rows) {
  const m = r.date.slice(0, 7);
  months.set(m, (months.get(m) ?? 0) + r.units * r.price);
}
const fmt = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const report = Object.entries(byRegion)
  .sort(([, a], [, b]) => b.revenue - a.revenue)
  .map(([region, { units, revenue }]) => ({ region, units, revenue: fmt.format(revenue) }));
console.table(report);
const best = [...months.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`best month: ${best[0]} (${fmt.format(best[1])})`);
const top = rows.slice().sort((a, b) => b.units - a.units).slice(0, 2).map(({ product, units }) => `${product}:${units}`);
console.log(top.join(", "));
const avg = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
console.log(avg(rows.map((r) => r.price)).toFixed(3));
const dates = rows.map((r) => new Date(r.date + "T00:00:00Z"));
const span = (Math.max(...dates.map(Number)) - Math.min(...dates.map((d) => d.getTime()))) / 864e5;
console.log(`span ${span} days`, dates[0].toISOString().slice(0, 10));
