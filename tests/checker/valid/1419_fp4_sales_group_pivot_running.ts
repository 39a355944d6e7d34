// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Sale = { rep: string; quarter: `Q${1 | 2 | 3 | 4}`; amount: number; product: string };

const sales: Sale[] = [
  { rep: "amy", quarter: "Q1", amount: 1200, product: "widget" },
  { rep: "bob", quarter: "Q1", amount: 800, product: "gadget" },
  { rep: "amy", quarter: "Q2", amount: 300, product: "gadget" },
  { rep: "cat", quarter: "Q2", amount: 2200, product: "widget" },
  { rep: "bob", quarter: "Q3", amount: 950, product: "widget" },
  { rep: "amy", quarter: "Q4", amount: 1600, product: "gizmo" },
  { rep: "cat", quarter: "Q4", amount: 400, product: "gizmo" },
];

function groupBy<T, K extends PropertyKey>(xs: readonly T[], key: (x: T) => K): Record<K, T[]> {
  return xs.reduce(
    (acc, x) => {
      const k = key(x);
      (acc[k] ||= []).push(x);
      return acc;
    },
    {} as Record<K, T[]>,
  );
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

const perRep = groupBy(sales, (s) => s.rep);
const repTotals = Object.entries(perRep)
  .map(([rep, list]) => ({ rep, total: sum(list.map((s) => s.amount)), deals: list.length }))
  .sort((a, b) => b.total - a.total);
console.log(repTotals);

const perQuarter = groupBy(sales, (s) => s.quarter);
const quarters: Sale["quarter"][] = ["Q1", "Q2", "Q3", "Q4"];
let running = 0;
for (const q of quarters) {
  const t = sum((perQuarter[q] ?? []).map((s) => s.amount));
  running += t;
  console.log(q, t, running);
}

const pivot: Record<string, Partial<Record<Sale["quarter"], number>>> = {};
for (const s of sales) {
  const row = (pivot[s.product] ??= {});
  row[s.quarter] = (row[s.quarter] ?? 0) + s.amount;
}
for (const [product, row] of Object.entries(pivot)) {
  console.log(product.padEnd(7), quarters.map((q) => String(row[q] ?? 0).padStart(5)).join(""));
}

const best = sales.reduce((m, s) => (s.amount > m.amount ? s : m));
console.log("best", best.rep, best.amount);

const stats = sales.reduce(
  (acc, s) => ({
    min: Math.min(acc.min, s.amount),
    max: Math.max(acc.max, s.amount),
    n: acc.n + 1,
    total: acc.total + s.amount,
  }),
  { min: Infinity, max: -Infinity, n: 0, total: 0 },
);
console.log(stats, (stats.total / stats.n).toFixed(1));
