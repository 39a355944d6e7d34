interface Order {
  id: number;
  customer: { name: string; email: string };
}
const o: Order = { id: 1, customer: { name: "x" } };
