// Money amounts in cents with a class implementing Symbol.iterator over line items.
type Currency = "EUR" | "USD" | "GBP";

class Money {
  private constructor(readonly cents: number, readonly currency: Currency) {}
  static of(amount: number, currency: Currency): Money {
    return new Money(Math.round(amount * 100), currency);
  }
  static zero(currency: Currency): Money {
    return new Money(0, currency);
  }
  plus(other: Money): Money {
    if (other.currency !== this.currency) throw new RangeError(`cannot add ${other.currency} to ${this.currency}`);
    return new Money(this.cents + other.cents, this.currency);
  }
  times(factor: number): Money {
    return new Money(Math.round(this.cents * factor), this.currency);
  }
  format(locale = "en-US"): string {
    return new Intl.NumberFormat(locale, { style: "currency", currency: this.currency }).format(this.cents / 100);
  }
}

interface LineItem { description: string; unit: Money; qty: number; taxRate: number }

class Invoice implements Iterable<LineItem> {
  #items: LineItem[] = [];
  constructor(readonly number: string, readonly currency: Currency) {}

  add(description: string, unitPrice: number, qty = 1, taxRate = 0.2): this {
    this.#items.push({ description, unit: Money.of(unitPrice, this.currency), qty, taxRate });
    return this;
  }

  *[Symbol.iterator](): Iterator<LineItem> {
    yield* this.#items;
  }

  get net(): Money {
    let sum = Money.zero(this.currency);
    for (const item of this) sum = sum.plus(item.unit.times(item.qty));
    return sum;
  }

  get tax(): Money {
    return [...this].reduce((acc, i) => acc.plus(i.unit.times(i.qty * i.taxRate)), Money.zero(this.currency));
  }
}

const inv = new Invoice("INV-2024-0042", "EUR")
  .add("Consulting (hours)", 95, 12)
  .add("Travel", 310.4, 1, 0)
  .add("Licence", 49.99, 3);

console.log(`Invoice ${inv.number}`);
for (const { description, unit, qty } of inv) {
  console.log(`  ${description.padEnd(22, ".")} ${String(qty).padStart(3)} x ${unit.format("de-DE").padStart(12)}`);
}
const gross = inv.net.plus(inv.tax);
console.log(`  ${"net".padEnd(22)} ${inv.net.format()}`);
console.log(`  ${"tax".padEnd(22)} ${inv.tax.format()}`);
console.log(`  ${"gross".padEnd(22)} ${gross.format()}`);
try {
  gross.plus(Money.of(1, "USD"));
} catch (e) {
  if (e instanceof RangeError) console.log("error:", e.message);
}
const descriptions = Array.from(inv, (i) => i.description.toUpperCase());
console.log(descriptions.join(" | "));
