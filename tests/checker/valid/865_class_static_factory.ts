class Money {
  private constructor(readonly cents: number, readonly currency: string) {}
  static of(amount: number, currency = "USD"): Money {
    return new Money(Math.round(amount * 100), currency);
  }
  add(o: Money): Money {
    if (o.currency !== this.currency) throw new Error("currency");
    return new Money(this.cents + o.cents, this.currency);
  }
  toString(): string {
    return `${(this.cents / 100).toFixed(2)} ${this.currency}`;
  }
}
console.log(Money.of(1.5).add(Money.of(2.25)).toString());
