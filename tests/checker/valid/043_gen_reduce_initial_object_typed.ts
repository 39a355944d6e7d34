type Totals = { count: number; sum: number };
const values = [4, 8, 15, 16, 23, 42];
const totals = values.reduce(
  (acc: Totals, v) => ({ count: acc.count + 1, sum: acc.sum + v }),
  { count: 0, sum: 0 },
);
console.log(totals.sum / totals.count);
