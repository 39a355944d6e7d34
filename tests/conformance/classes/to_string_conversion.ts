// toString/valueOf of class instances in string conversion, template literals and concatenation.
class Money {
  constructor(private cents: number) {}
  toString() { return `$${(this.cents / 100).toFixed(2)}`; }
  valueOf() { return this.cents; }
}
const m = new Money(1234);
console.log(`${m}`, String(m), "" + m, m + 1, (m as any) * 2, [m, m].join(" | "));
class OnlyToString { toString() { return "ots"; } }
const o = new OnlyToString();
console.log(`${o}`, o + "!", String(o), [o] + "");
class Plain {}
console.log(`${new Plain()}`, String(new Plain()), `${[1, [2, 3]]}`, `${{}}`);
console.log(m < new Money(2000), m > (1000 as any));
