interface Order {
  id: number;
  total: number;
}
async function findOrder(orders: Order[], id: number): Promise<Order | undefined> {
  return orders.find((o) => o.id === id);
}
async function main(orders: Order[]) {
  const o = await findOrder(orders, 1);
  console.log(o.total.toFixed(2));
}
