// A class with a member the checker cannot read (a computed name, overload signatures) keeps
// the types of its other members: `this.cents - o.cents` is bigint, not any - any = number.
// And an `any` beside a bigint in arithmetic gives bigint (tsc's bothAreBigIntLike).
class Money {
  static readonly ZERO = new Money(0n);
  private constructor(readonly cents: bigint) {}
  static of(cents: bigint): Money {
    return new Money(cents);
  }
  minus(o: Money): Money {
    return new Money(this.cents - o.cents);
  }
  fmt(sep: string): string;
  fmt(sep: string, width: number): string;
  fmt(sep: string, width?: number): string {
    return `${this.cents / 100n}${sep}${(this.cents % 100n).toString().padStart(width ?? 2, "0")}`;
  }
  [Symbol.toPrimitive](hint: string): string | number {
    return hint === "number" ? Number(this.cents) / 100 : this.fmt(".");
  }
}
const loose: any = 3n;
const scaled: bigint = loose * 100n;
const diff: bigint = Money.of(500n).minus(Money.of(125n)).cents - loose;
console.log(scaled, diff, Money.of(1234n).fmt(",", 3), `${Money.ZERO}`, +Money.of(250n));
