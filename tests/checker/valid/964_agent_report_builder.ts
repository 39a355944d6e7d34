interface Line { sku: string; qty: number; unit: number }
const lines: Line[] = [{ sku: "A", qty: 2, unit: 9.99 }, { sku: "B", qty: 1, unit: 25 }];
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const report = lines
  .map((l) => ({ ...l, total: l.qty * l.unit }))
  .sort((a, b) => b.total - a.total)
  .map((l) => `${l.sku.padEnd(4)}${String(l.qty).padStart(3)} ${money.format(l.total)}`);
console.log(report.join("\n"));
