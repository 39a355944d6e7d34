// Inventory model with #private fields, getters/setters, static registry and string enums.
enum Unit { Piece = "pc", Kilogram = "kg", Litre = "l" }
enum Severity { Info, Warning, Critical }

class StockError extends Error {
  constructor(public readonly sku: string, public readonly severity: Severity, message: string) {
    super(message);
    this.name = "StockError";
  }
}

class Item {
  static #registry = new Map<string, Item>();
  static readonly MAX_QTY = 10_000;
  #qty = 0;
  #history: number[] = [];

  private constructor(readonly sku: string, readonly unit: Unit, public price: number) {}

  static create(sku: string, unit: Unit, price: number): Item {
    if (Item.#registry.has(sku)) throw new StockError(sku, Severity.Warning, `duplicate sku ${sku}`);
    const item = new Item(sku, unit, price);
    Item.#registry.set(sku, item);
    return item;
  }

  static find(sku: string): Item | undefined {
    return Item.#registry.get(sku);
  }

  static get count(): number {
    return Item.#registry.size;
  }

  get qty(): number {
    return this.#qty;
  }

  set qty(value: number) {
    if (value < 0 || value > Item.MAX_QTY) {
      throw new StockError(this.sku, Severity.Critical, `qty ${value} out of range for ${this.sku}`);
    }
    this.#history.push(value - this.#qty);
    this.#qty = value;
  }

  get value(): number {
    return Math.round(this.#qty * this.price * 100) / 100;
  }

  get movements(): readonly number[] {
    return this.#history;
  }

  toString(): string {
    return `${this.sku} ${this.#qty}${this.unit} @ ${this.price.toFixed(2)}`;
  }
}

const flour = Item.create("FLR-1", Unit.Kilogram, 1.35);
const milk = Item.create("MLK-2", Unit.Litre, 0.99);
const jar = Item.create("JAR-9", Unit.Piece, 2.5);

flour.qty = 40;
flour.qty -= 12;
milk.qty += 24;
jar.qty = 7;

const problems: StockError[] = [];
for (const attempt of [() => { jar.qty = -1; }, () => Item.create("MLK-2", Unit.Litre, 1), () => { milk.qty = 20_000; }]) {
  try {
    attempt();
  } catch (e) {
    if (e instanceof StockError) problems.push(e);
    else throw e;
  }
}

console.log(`items: ${Item.count}`);
for (const sku of ["FLR-1", "MLK-2", "JAR-9", "NOPE"]) {
  const it = Item.find(sku);
  console.log(it ? `${String(it)} value=${it.value} moves=[${it.movements.join(",")}]` : `${sku}: missing`);
}
for (const p of problems) {
  console.log(`[${Severity[p.severity]}] ${p.sku}: ${p.message}`);
}
const worst = problems.reduce((m, p) => Math.max(m, p.severity), Severity.Info);
console.log("worst:", Severity[worst], Object.values(Unit).join("/"));
