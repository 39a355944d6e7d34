const orders: { total: number }[] = inputs.orders;
const big = orders.filter((order) => orders.total > 100 && odrer.total < 1000);
console.log(big);
