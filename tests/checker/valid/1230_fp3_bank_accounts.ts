interface Account {
  readonly id: string;
  balance: number;
  deposit(amount: number): void;
  withdraw(amount: number): void;
}

class InsufficientFunds extends Error {
  constructor(public readonly needed: number, public readonly available: number) {
    super(`insufficient funds: need ${needed}, have ${available}`);
    this.name = "InsufficientFunds";
  }
}

abstract class BaseAccount implements Account {
  protected history: { kind: "in" | "out"; amount: number }[] = [];
  private static nextId = 1;
  readonly id: string;
  constructor(public balance = 0, prefix = "AC") {
    this.id = `${prefix}-${String(BaseAccount.nextId++).padStart(4, "0")}`;
  }
  deposit(amount: number): void {
    if (amount <= 0) throw new RangeError("deposit must be positive");
    this.balance += amount;
    this.history.push({ kind: "in", amount });
  }
  withdraw(amount: number): void {
    const limit = this.available();
    if (amount > limit) throw new InsufficientFunds(amount, limit);
    this.balance -= amount;
    this.history.push({ kind: "out", amount });
  }
  protected available(): number {
    return this.balance;
  }
  abstract monthEnd(): void;
  get statement(): string {
    return this.history.map((h) => `${h.kind === "in" ? "+" : "-"}${h.amount}`).join(" ");
  }
}

class Savings extends BaseAccount {
  constructor(balance: number, private rate: number) {
    super(balance, "SV");
  }
  monthEnd(): void {
    const interest = Math.round(this.balance * this.rate * 100) / 100;
    if (interest > 0) this.deposit(interest);
  }
}

class Checking extends BaseAccount {
  constructor(balance: number, private overdraft = 100) {
    super(balance, "CH");
  }
  protected override available(): number {
    return super.available() + this.overdraft;
  }
  monthEnd(): void {
    if (this.balance < 0) this.withdraw(Math.min(5, this.available()));
  }
}

const accounts: BaseAccount[] = [new Savings(1000, 0.01), new Checking(50), new Checking(0, 0)];
const ops: Array<[number, "deposit" | "withdraw", number]> = [
  [0, "withdraw", 200], [1, "withdraw", 120], [2, "withdraw", 1], [1, "deposit", 30], [0, "deposit", -5],
];
for (const [i, op, amt] of ops) {
  const acct = accounts[i];
  try {
    acct[op](amt);
    console.log(`${acct.id} ${op} ${amt} ok -> ${acct.balance}`);
  } catch (e) {
    if (e instanceof InsufficientFunds) console.log(`${acct.id} refused: short by ${e.needed - e.available}`);
    else if (e instanceof RangeError) console.log(`${acct.id} bad input: ${e.message}`);
    else throw e;
  }
}
accounts.forEach((a) => a.monthEnd());
for (const a of accounts) console.log(a.id, a.balance.toFixed(2), `[${a.statement}]`);
const total = accounts.reduce((s, a) => s + a.balance, 0);
console.log("total", total.toFixed(2), accounts.filter((a) => a instanceof Checking).length);
