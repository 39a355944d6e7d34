interface Txn {
  id: string;
  amount: number;
  category: string;
}
const txns: Txn[] = inputs.transactions;
const byCategory = new Map<string, number>();
for (const t of txns) {
  byCategory.set(t.categroy, (byCategory.get(t.category) ?? 0) + t.amount);
}
const top: string = [...byCategory.entries()].sort((a, b) => b[1] - a[1])[0];
console.log(top, Math.round("3"));
