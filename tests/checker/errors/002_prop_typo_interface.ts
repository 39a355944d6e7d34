interface Order {
  id: number;
  quantity: number;
  unitPrice: number;
}

function orderTotal(order: Order): number {
  return order.quantity * order.unitprice;
}

console.log(orderTotal({ id: 1, quantity: 2, unitPrice: 9.5 }));
