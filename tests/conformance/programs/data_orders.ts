// Data munging typical of model-written code: order totals per customer and status.
interface Order {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "paid" | "pending" | "refunded";
}
const orders: Order[] = [
  { id: 1, customer: "acme", items: [{ sku: "A", qty: 2, price: 9.99 }, { sku: "B", qty: 1, price: 24.5 }], status: "paid" },
  { id: 2, customer: "globex", items: [{ sku: "A", qty: 10, price: 9.99 }], status: "pending" },
  { id: 3, customer: "acme", items: [{ sku: "C", qty: 3, price: 4.25 }], status: "refunded" },
  { id: 4, customer: "initech", items: [], status: "paid" },
  { id: 5, customer: "globex", items: [{ sku: "B", qty: 2, price: 24.5 }, { sku: "C", qty: 1, price: 4.25 }], status: "paid" },
];
const orderTotal = (o: Order) => o.items.reduce((sum, it) => sum + it.qty * it.price, 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const totals = orders.map((o) => ({ id: o.id, total: round2(orderTotal(o)) }));
console.log(totals);
const byCustomer: { [name: string]: number } = {};
for (const o of orders) {
  if (o.status === "refunded") continue;
  byCustomer[o.customer] = round2((byCustomer[o.customer] ?? 0) + orderTotal(o));
}
console.log(byCustomer);
const statusCounts = orders.reduce((acc: { [s: string]: number }, o) => {
  acc[o.status] = (acc[o.status] || 0) + 1;
  return acc;
}, {});
console.log(statusCounts);
let best = "";
let bestTotal = -Infinity;
for (const entry of Object.entries(byCustomer)) {
  if (entry[1] > bestTotal) {
    best = entry[0];
    bestTotal = entry[1];
  }
}
console.log(`top customer: ${best} (${bestTotal})`);
const skuQty: { [sku: string]: number } = {};
orders.forEach((o) => o.items.forEach((it) => (skuQty[it.sku] = (skuQty[it.sku] || 0) + it.qty)));
console.log(skuQty, Object.keys(skuQty).join(","));
const empty = orders.filter((o) => o.items.length === 0).map((o) => o.id);
console.log("orders without items:", empty);
const grand = round2(orders.filter((o) => o.status === "paid").reduce((s, o) => s + orderTotal(o), 0));
console.log("paid revenue:", grand);
console.log(JSON.stringify({ customers: Object.keys(byCustomer).length, revenue: grand }));
