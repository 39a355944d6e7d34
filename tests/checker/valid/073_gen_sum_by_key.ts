const orders = [
  { customer: "a", total: 10 },
  { customer: "b", total: 5 },
  { customer: "a", total: 7 },
];
const perCustomer = new Map<string, number>();
for (const o of orders) {
  perCustomer.set(o.customer, (perCustomer.get(o.customer) ?? 0) + o.total);
}
console.log([...perCustomer.entries()]);
