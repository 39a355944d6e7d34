class Money {
  private constructor(private cents: number) {}
  static fromDollars(d: number): Money {
    return new Money(Math.round(d * 100));
  }
  plus(o: Money): Money {
    return new Money(this.cents + o.cents);
  }
  toString(): string {
    return `$${(this.cents / 100).toFixed(2)}`;
  }
}
console.log(Money.fromDollars(1.1).plus(Money.fromDollars(2.25)).toString());
