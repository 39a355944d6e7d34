interface Order { id: string; totalAmount: number; items: string[] }
const orders: Order[] = [{ id: "a", totalAmount: 10, items: [] }];
const sum = orders.reduce((acc, o) => acc + o.totalAmont, 0);
console.log(sum);
