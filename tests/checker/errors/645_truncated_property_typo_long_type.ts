const order = {
  id: "o-1",
  customer: { name: "Ada", email: "ada@example.com", address: { street: "1 Main", city: "Paris", zip: "75001", country: "FR" } },
  items: [{ sku: "x", qty: 1, price: 2 }],
  lines: [{ sku: "y", qty: 2, price: 3, discount: 0 }],
  total: 3,
  currency: "EUR",
  notes: "leave at door",
  createdAt: "2024-01-01",
};
console.log(order.totl);
