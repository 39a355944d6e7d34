type Item = { sku: string; qty: number };
const items: Item[] = [
  { sku: "a-1", qty: 3 },
  { sku: "b-2", qty: 1 },
];
const totalQty = items.reduce((sum, it) => sum + it.quantity, 0);
console.log(totalQty);
