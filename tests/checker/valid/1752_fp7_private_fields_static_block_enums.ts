// Inventory service with #private fields, static blocks and enums.
enum Unit {
  Piece = "pc",
  Kilogram = "kg",
  Liter = "l",
}

enum Level {
  Low = 1,
  Normal,
  High,
}

interface StockItem {
  readonly sku: string;
  name: string;
  unit: Unit;
  qty: number;
  reorderAt?: number;
}

class Inventory {
  static readonly defaultReorder: Record<Unit, number>;
  static {
    (Inventory as { defaultReorder: Record<Unit, number> }).defaultReorder = {
      [Unit.Piece]: 10,
      [Unit.Kilogram]: 5,
      [Unit.Liter]: 2,
    };
  }

  #items = new Map<string, StockItem>();
  #log: string[] = [];

  add(item: StockItem): void {
    this.#items.set(item.sku, { ...item });
    this.#record(`add ${item.sku}`);
  }

  #record(msg: string) {
    this.#log.push(msg);
  }

  adjust(sku: string, delta: number): Level {
    const item = this.#items.get(sku);
    if (!item) throw new Error(`unknown sku ${sku}`);
    item.qty = Math.max(0, item.qty + delta);
    this.#record(`${delta >= 0 ? "+" : ""}${delta} ${sku}`);
    return this.level(item);
  }

  level(item: StockItem): Level {
    const threshold = item.reorderAt ?? Inventory.defaultReorder[item.unit];
    if (item.qty <= threshold) return Level.Low;
    return item.qty > threshold * 3 ? Level.High : Level.Normal;
  }

  report(): string[] {
    return [...this.#items.values()]
      .sort((a, b) => a.sku.localeCompare(b.sku))
      .map((i) => `${i.sku} ${i.name}: ${i.qty}${i.unit} [${Level[this.level(i)] ?? this.level(i)}]`);
  }

  get history(): readonly string[] {
    return this.#log;
  }

  static has(x: object): boolean {
    return #items in x;
  }
}

const inv = new Inventory();
inv.add({ sku: "B2", name: "flour", unit: Unit.Kilogram, qty: 12 });
inv.add({ sku: "A1", name: "bolts", unit: Unit.Piece, qty: 40, reorderAt: 15 });
inv.add({ sku: "C3", name: "milk", unit: Unit.Liter, qty: 3 });
console.log(inv.adjust("B2", -8), inv.adjust("A1", 10), inv.adjust("C3", -1));
try {
  inv.adjust("Z9", 1);
} catch (e) {
  console.log((e as Error).message);
}
console.log(inv.report().join("\n"));
console.log(inv.history.length, Inventory.has(inv), Inventory.has({}));
console.log(Object.values(Unit).join("/"), Unit.Liter, Level.High);
