// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Order = { id: string; customer: string; region: "EU" | "US" | "APAC"; total: number; placedAt: string; items: number };

const orders: Order[] = [
  { id: "o1", customer: "acme", region: "EU", total: 120.5, placedAt: "2024-03-01T10:00:00Z", items: 3 },
  { id: "o2", customer: "globex", region: "US", total: 80, placedAt: "2024-03-02T12:30:00Z", items: 1 },
  { id: "o3", customer: "acme", region: "EU", total: 42.25, placedAt: "2024-03-05T09:15:00Z", items: 2 },
  { id: "o4", customer: "initech", region: "APAC", total: 310, placedAt: "2024-02-28T23:59:00Z", items: 7 },
  { id: "o5", customer: "globex", region: "US", total: 15.75, placedAt: "2024-03-07T08:00:00Z", items: 1 },
];

interface CustomerStats {
  count: number;
  revenue: number;
  first: Date;
  last: Date;
}

const byCustomer = new Map<string, CustomerStats>();
for (const o of orders) {
  const at = new Date(o.placedAt);
  const s = byCustomer.get(o.customer);
  if (!s) {
    byCustomer.set(o.customer, { count: 1, revenue: o.total, first: at, last: at });
  } else {
    s.count += 1;
    s.revenue += o.total;
    if (at < s.first) s.first = at;
    if (at > s.last) s.last = at;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const rows = [...byCustomer.entries()]
  .map(([name, s]) => ({
    name,
    ...s,
    avg: s.revenue / s.count,
    spanDays: Math.round((s.last.getTime() - s.first.getTime()) / DAY_MS),
  }))
  .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));

for (const r of rows) {
  console.log(`${r.name.padEnd(8)} ${String(r.count).padStart(2)} ${r.revenue.toFixed(2).padStart(8)} avg=${r.avg.toFixed(2)} span=${r.spanDays}d`);
}

const byRegion = orders.reduce<Record<Order["region"], { n: number; total: number }>>(
  (acc, o) => {
    acc[o.region].n++;
    acc[o.region].total += o.total;
    return acc;
  },
  { EU: { n: 0, total: 0 }, US: { n: 0, total: 0 }, APAC: { n: 0, total: 0 } },
);

(Object.keys(byRegion) as Array<keyof typeof byRegion>).forEach((k) => {
  console.log(k, byRegion[k].n, byRegion[k].total.toFixed(1));
});

const topN = <T,>(xs: readonly T[], n: number, score: (x: T) => number): T[] =>
  [...xs].sort((a, b) => score(b) - score(a)).slice(0, n);

console.log(topN(orders, 2, (o) => o.items).map((o) => o.id).join(","));
