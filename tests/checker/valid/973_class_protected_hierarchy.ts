class Account {
  protected balance = 0;
  deposit(n: number): this {
    if (n <= 0) throw new RangeError("amount");
    this.balance += n;
    return this;
  }
  get current(): number { return this.balance; }
}
class Savings extends Account {
  constructor(private rate: number) { super(); }
  accrue(): this {
    this.balance *= 1 + this.rate;
    return this;
  }
}
console.log(new Savings(0.1).deposit(100).accrue().current.toFixed(2));
