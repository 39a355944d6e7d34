const inventory: Record<string, number> = { apples: 3, pears: 0, plums: 7 };
const inStock = Object.entries(inventory)
  .filter(([, qty]) => qty > 0)
  .map(([name, qty]) => `${name} x${qty}`);
console.log(inStock);
