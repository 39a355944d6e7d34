interface StockItem {
  sku: string;
  onHand: number;
  reorderAt: number;
}
const stock: StockItem[] = [
  { sku: "A", onHand: 3, reorderAt: 5 },
  { sku: "B", onHand: 10, reorderAt: 2 },
];
const toOrder = stock
  .filter((s) => s.onHand <= s.reorderAt)
  .map((s) => ({ sku: s.sku, qty: s.reorderAt * 2 - s.onHand }));
console.log(toOrder);
