const transactions = [{ amount: 5 }, { amount: -2 }];
const net = transaction.reduce((s: number, t: { amount: number }) => s + t.amount, 0);
console.log(net);
