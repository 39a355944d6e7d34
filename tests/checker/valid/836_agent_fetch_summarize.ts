interface Order { id: string; customer: string; total: number; status: "paid" | "refunded" | "open" }
const orders: Order[] = [
  { id: "o1", customer: "acme", total: 120, status: "paid" },
  { id: "o2", customer: "acme", total: 40, status: "refunded" },
  { id: "o3", customer: "globex", total: 75.5, status: "paid" },
];
const paid = orders.filter((o) => o.status === "paid");
const byCustomer = new Map<string, number>();
for (const o of paid) byCustomer.set(o.customer, (byCustomer.get(o.customer) ?? 0) + o.total);
const summary = [...byCustomer].map(([customer, total]) => ({ customer, total: Math.round(total * 100) / 100 }));
console.log(JSON.stringify({ count: paid.length, summary }, null, 2));
