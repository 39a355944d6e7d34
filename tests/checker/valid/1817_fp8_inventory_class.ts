interface Item { sku: string; name: string; price: number; }
type Movement = { sku: string; qty: number; at: number; reason: "receive" | "sell" | "adjust" };

class OutOfStockError extends Error {
  constructor(readonly sku: string, readonly wanted: number, readonly available: number) {
    super(`not enough ${sku}: wanted ${wanted}, have ${available}`);
  }
}

class Inventory {
  private readonly items = new Map<string, Item>();
  private readonly stock = new Map<string, number>();
  private readonly moves: Movement[] = [];
  private clock = 0;

  add(item: Item, qty = 0): this {
    this.items.set(item.sku, item);
    if (qty) this.move(item.sku, qty, "receive");
    return this;
  }

  private move(sku: string, qty: number, reason: Movement["reason"]) {
    if (!this.items.has(sku)) throw new RangeError(`unknown sku ${sku}`);
    const have = this.stock.get(sku) ?? 0;
    if (have + qty < 0) throw new OutOfStockError(sku, -qty, have);
    this.stock.set(sku, have + qty);
    this.moves.push({ sku, qty, at: ++this.clock, reason });
  }

  sell(order: Record<string, number>): number {
    const entries = Object.entries(order);
    for (const [sku, qty] of entries) {
      const have = this.stock.get(sku) ?? 0;
      if (have < qty) throw new OutOfStockError(sku, qty, have);
    }
    return entries.reduce((total, [sku, qty]) => {
      this.move(sku, -qty, "sell");
      return total + qty * this.items.get(sku)!.price;
    }, 0);
  }

  receive(sku: string, qty: number) { this.move(sku, qty, "receive"); }

  value(): number {
    let sum = 0;
    this.stock.forEach((q, sku) => (sum += q * (this.items.get(sku)?.price ?? 0)));
    return Math.round(sum * 100) / 100;
  }

  lowStock(threshold: number): string[] {
    return [...this.stock].filter(([, q]) => q <= threshold).map(([s]) => s).sort();
  }

  report(): Array<{ sku: string; qty: number; sold: number }> {
    const sold = this.moves.filter((m) => m.reason === "sell").reduce<Record<string, number>>((acc, m) => {
      acc[m.sku] = (acc[m.sku] ?? 0) - m.qty;
      return acc;
    }, {});
    return [...this.items.keys()].map((sku) => ({ sku, qty: this.stock.get(sku) ?? 0, sold: sold[sku] ?? 0 }));
  }
}

const inv = new Inventory()
  .add({ sku: "P-1", name: "Pen", price: 1.25 }, 100)
  .add({ sku: "N-2", name: "Notebook", price: 4.5 }, 20)
  .add({ sku: "S-3", name: "Stapler", price: 12.99 }, 3);

console.log(inv.sell({ "P-1": 10, "N-2": 2 }).toFixed(2));
try {
  inv.sell({ "S-3": 5 });
} catch (e) {
  if (e instanceof OutOfStockError) console.log(e.message, e.available);
}
try { inv.receive("X-9", 1); } catch (e) { console.log(String(e)); }
inv.receive("S-3", 2);
console.log(inv.sell({ "S-3": 5 }), inv.value(), inv.lowStock(5));
console.table?.length;
for (const r of inv.report()) console.log(`${r.sku.padEnd(5)} ${String(r.qty).padStart(4)} ${r.sold}`);
