// Money and quantities: a class with overloaded constructor, getters/setters, static parse and equality.
type Currency = "USD" | "EUR" | "GBP";

interface Equatable<T> {
  equals(other: T): boolean;
}

class Money implements Equatable<Money> {
  private _minor: number;
  readonly currency: Currency;

  constructor(minor: number, currency: Currency);
  constructor(text: string);
  constructor(a: number | string, currency?: Currency) {
    if (typeof a === "string") {
      const m = /^(USD|EUR|GBP)\s+(-?\d+)(?:\.(\d{1,2}))?$/.exec(a.trim());
      if (!m) throw new Error(`cannot parse money: ${a}`);
      this.currency = m[1] as Currency;
      const cents = (m[3] ?? "0").padEnd(2, "0");
      const whole = parseInt(m[2], 10);
      this._minor = whole * 100 + (whole < 0 ? -1 : 1) * parseInt(cents, 10);
    } else {
      this._minor = a;
      this.currency = currency ?? "USD";
    }
  }

  get amount(): number {
    return this._minor / 100;
  }
  set amount(v: number) {
    this._minor = Math.round(v * 100);
  }

  plus(other: Money): Money {
    this.sameCurrency(other);
    return new Money(this._minor + other._minor, this.currency);
  }

  times(k: number): Money {
    return new Money(Math.round(this._minor * k), this.currency);
  }

  split(parts: number): Money[] {
    const base = Math.floor(this._minor / parts);
    const rest = this._minor - base * parts;
    return Array.from({ length: parts }, (_, i) => new Money(base + (i < rest ? 1 : 0), this.currency));
  }

  equals(other: Money): boolean {
    return this.currency === other.currency && this._minor === other._minor;
  }

  private sameCurrency(other: Money): void {
    if (other.currency !== this.currency) throw new TypeError(`currency mismatch ${this.currency}/${other.currency}`);
  }

  toString(): string {
    return `${this.currency} ${this.amount.toFixed(2)}`;
  }

  static sum(items: readonly Money[], currency: Currency = "USD"): Money {
    return items.reduce((acc, m) => acc.plus(m), new Money(0, currency));
  }
}

const a = new Money("USD 12.5");
const b = new Money(199, "USD");
console.log(a.toString(), b.toString(), a.plus(b).toString(), a.times(3).toString());
console.log(new Money(1000, "EUR").split(3).map(String));
console.log(Money.sum([a, b, a]).toString(), a.equals(new Money(1250, "USD")), a.equals(b));
a.amount = 7.777;
console.log(a.toString(), new Money("GBP -3.05").toString());
try {
  a.plus(new Money(1, "EUR"));
} catch (e) {
  console.log(e instanceof TypeError, (e as Error).message);
}
try {
  new Money("12 dollars");
} catch (e) {
  console.log((e as Error).message);
}
