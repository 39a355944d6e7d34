// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Currency = "USD" | "EUR" | "GBP";
type Money = { amount: number; currency: Currency };
type Line = { sku: string; qty: number; unit: Money; discountPct?: number };
type Invoice = { id: string; customer: string; issued: Date; due: Date; lines: Line[]; paid: boolean };

const rates: Readonly<Record<Currency, number>> = { USD: 1, EUR: 1.1, GBP: 1.27 };
const toUsd = (m: Money): number => m.amount * rates[m.currency];

const lineTotal = (l: Line): number => toUsd(l.unit) * l.qty * (1 - (l.discountPct ?? 0) / 100);
const invoiceTotal = (inv: Invoice) => inv.lines.reduce((s, l) => s + lineTotal(l), 0);

const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const d0 = new Date(Date.UTC(2024, 5, 1));

const invoices: Invoice[] = [
  { id: "INV-1", customer: "acme", issued: d0, due: addDays(d0, 30), paid: true,
    lines: [{ sku: "A", qty: 2, unit: { amount: 50, currency: "USD" } }] },
  { id: "INV-2", customer: "acme", issued: addDays(d0, 10), due: addDays(d0, 40), paid: false,
    lines: [{ sku: "B", qty: 1, unit: { amount: 200, currency: "EUR" }, discountPct: 10 },
            { sku: "C", qty: 3, unit: { amount: 9.99, currency: "GBP" } }] },
  { id: "INV-3", customer: "zeta", issued: addDays(d0, -20), due: addDays(d0, 10), paid: false,
    lines: [{ sku: "A", qty: 10, unit: { amount: 45, currency: "USD" }, discountPct: 5 }] },
];

const asOf = addDays(d0, 35);
type Bucket = "current" | "1-30" | "31-60" | "60+";
function bucket(inv: Invoice, now: Date): Bucket {
  const late = Math.floor((now.getTime() - inv.due.getTime()) / 86_400_000);
  if (late <= 0) return "current";
  if (late <= 30) return "1-30";
  if (late <= 60) return "31-60";
  return "60+";
}

const aging = new Map<Bucket, { count: number; usd: number; ids: string[] }>();
for (const inv of invoices.filter((i) => !i.paid)) {
  const b = bucket(inv, asOf);
  const cur = aging.get(b) ?? { count: 0, usd: 0, ids: [] };
  cur.count++;
  cur.usd += invoiceTotal(inv);
  cur.ids.push(inv.id);
  aging.set(b, cur);
}
for (const [b, v] of aging) console.log(b, v.count, v.usd.toFixed(2), v.ids.join(","));

const fmt = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const perCustomer = Object.entries(
  invoices.reduce<Record<string, number>>((acc, inv) => {
    acc[inv.customer] = (acc[inv.customer] ?? 0) + invoiceTotal(inv);
    return acc;
  }, {}),
).sort(([, a], [, b]) => b - a);
perCustomer.forEach(([c, t]) => console.log(c, fmt.format(t)));
