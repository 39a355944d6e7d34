// Group, count and average records by category; build a summary table as text.
const products = [
  { name: "pen", category: "office", price: 1.5, stock: 120 },
  { name: "stapler", category: "office", price: 12, stock: 15 },
  { name: "apple", category: "food", price: 0.4, stock: 300 },
  { name: "coffee", category: "food", price: 8.75, stock: 40 },
  { name: "laptop", category: "tech", price: 999, stock: 4 },
  { name: "mouse", category: "tech", price: 25.5, stock: 0 },
  { name: "cable", category: "tech", price: 7.25, stock: 60 },
];
type Group = { count: number; total: number; names: string[]; inStock: number };
const groups: { [c: string]: Group } = {};
for (const p of products) {
  const g = groups[p.category] || (groups[p.category] = { count: 0, total: 0, names: [], inStock: 0 });
  g.count++;
  g.total += p.price;
  g.names.push(p.name);
  if (p.stock > 0) g.inStock++;
}
console.log(groups);
for (const cat of Object.keys(groups)) {
  const g = groups[cat];
  const avg = Math.round((g.total / g.count) * 100) / 100;
  console.log(`${cat.toUpperCase()}: ${g.count} items, avg ${avg}, in stock ${g.inStock}/${g.count} -> ${g.names.join(", ")}`);
}
const pricey = products.filter((p) => p.price > 10).map((p) => p.name);
const cheapest = products.reduce((min, p) => (p.price < min.price ? p : min));
const maxStock = Math.max(...products.map((p) => p.stock));
console.log(pricey, cheapest.name, maxStock);
const outOfStock = products.filter((p) => !p.stock).map((p) => `${p.name} (${p.category})`);
console.log(outOfStock.length ? "out of stock: " + outOfStock.join("; ") : "all in stock");
const value = products.reduce((s, p) => s + p.price * p.stock, 0);
console.log("inventory value:", Math.round(value));
const indexByName: { [n: string]: number } = {};
products.forEach((p, i) => (indexByName[p.name] = i));
console.log(indexByName.coffee, indexByName["laptop"], indexByName.missing);
