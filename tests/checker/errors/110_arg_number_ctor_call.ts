function toCents(amount: number): number {
  return Math.round(amount * 100);
}
const row = { amount: "19.99" };
console.log(toCents(row.amount));
