// Check-latency snippet (50 lines): typical agent code with interfaces, unions and generics.
interface Order {
  id: number;
  customer: string;
  items: { sku: string; qty: number; price: number }[];
  status: "open" | "shipped" | "cancelled";
  note?: string;
}

type Summary = { customer: string; total: number; orders: number };

function orderTotal(order: Order): number {
  return order.items.reduce((sum, item) => sum + item.qty * item.price, 0);
}

function groupBy<T>(values: T[], key: (value: T) => string): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const value of values) {
    const k = key(value);
    if (!groups[k]) groups[k] = [];
    groups[k].push(value);
  }
  return groups;
}

function summarize(orders: Order[]): Summary[] {
  const live = orders.filter((o) => o.status !== "cancelled");
  const byCustomer = groupBy(live, (o) => o.customer);
  return Object.keys(byCustomer)
    .map((customer) => ({
      customer,
      total: byCustomer[customer].reduce((sum, o) => sum + orderTotal(o), 0),
      orders: byCustomer[customer].length,
    }))
    .sort((a, b) => b.total - a.total);
}

const orders: Order[] = [
  { id: 1, customer: "ada", items: [{ sku: "a1", qty: 2, price: 9.5 }], status: "open" },
  { id: 2, customer: "bob", items: [{ sku: "b2", qty: 1, price: 120 }], status: "shipped" },
  { id: 3, customer: "ada", items: [{ sku: "c3", qty: 5, price: 3 }], status: "cancelled" },
  { id: 4, customer: "cy", items: [{ sku: "a1", qty: 1, price: 9.5 }], status: "open", note: "gift" },
];

const summary: Summary[] = summarize(orders);
const best: Summary | undefined = summary[0];
const label: string = best ? `${best.customer}: ${best.total.toFixed(2)}` : "none";
const notes: string[] = orders.map((o) => o.note ?? "-");
console.log(label, notes.join(","));
console.log(JSON.stringify(summary));
