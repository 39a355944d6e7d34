const record = {
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  shippingAddress: "12 Analytical Engine Street",
  billingAddress: "12 Analytical Engine Street",
  orderIdentifier: 12345,
  placedAtIsoTimestamp: "2024-01-01T00:00:00Z",
};
const n: number = record;
console.log(n);
