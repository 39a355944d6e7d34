type Order = { id: string; customer: string; total: number; items: { sku: string; qty: number; price: number }[]; status: "open" | "shipped" | "cancelled" };
const orders: Order[] = [
  { id: "o1", customer: "acme", total: 120, items: [{ sku: "a", qty: 2, price: 60 }], status: "open" },
  { id: "o2", customer: "globex", total: 80, items: [{ sku: "b", qty: 1, price: 80 }], status: "shipped" },
];
const byCustomer = orders.reduce<Record<string, Order[]>>((acc, o) => {
  (acc[o.customer] ??= []).push(o);
  return acc;
}, {});
const totals = Object.entries(byCustomer).map(([customer, list]) => ({ customer, total: list.reduce((s, o) => s + o.total, 0) }));
totals.sort((a, b) => b.total - a.total);
console.log(totals);
const skus = new Set(orders.flatMap((o) => o.items.map((i) => i.sku)));
console.log([...skus].join(","));
const fmt = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
for (const { customer, total } of totals) console.log(`${customer.padEnd(10)} ${fmt.format(total)}`);
const maxOrder = orders.reduce((m, o) => (o.total > m.total ? o : m));
console.log(maxOrder.id);
const statusCounts = new Map<Order["status"], number>();
for (const o of orders) statusCounts.set(o.status, (statusCounts.get(o.status) ?? 0) + 1);
console.log(Object.fromEntries(statusCounts));
