// Bank ledger with BigInt cents, private fields, static factory, Symbol.toPrimitive and iterators
class Money {
  static readonly ZERO = new Money(0n);
  private constructor(readonly cents: bigint) {}
  static of(amount: string): Money {
    const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
    if (!m) throw new SyntaxError(`bad amount: ${amount}`);
    const [, sign, whole, frac = ""] = m;
    const c = BigInt(whole) * 100n + BigInt(frac.padEnd(2, "0"));
    return new Money(sign ? -c : c);
  }
  plus(o: Money): Money {
    return new Money(this.cents + o.cents);
  }
  minus(o: Money): Money {
    return new Money(this.cents - o.cents);
  }
  times(n: number): Money {
    return new Money((this.cents * BigInt(Math.round(n * 100))) / 100n);
  }
  isNegative(): boolean {
    return this.cents < 0n;
  }
  toString(): string {
    const neg = this.cents < 0n;
    const abs = neg ? -this.cents : this.cents;
    return `${neg ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
  }
  [Symbol.toPrimitive](hint: string): string | number {
    return hint === "number" ? Number(this.cents) / 100 : this.toString();
  }
}

type Tx = { readonly id: number; readonly from: string | null; readonly to: string | null; readonly amount: Money; readonly memo: string };

class Ledger implements Iterable<Tx> {
  #txs: Tx[] = [];
  #balances = new Map<string, Money>();
  #nextId = 1;

  balance(account: string): Money {
    return this.#balances.get(account) ?? Money.ZERO;
  }
  private post(from: string | null, to: string | null, amount: Money, memo: string): Tx {
    if (amount.isNegative()) throw new RangeError("amount must be positive");
    if (from !== null && this.balance(from).minus(amount).isNegative()) throw new Error(`insufficient funds in ${from}`);
    if (from !== null) this.#balances.set(from, this.balance(from).minus(amount));
    if (to !== null) this.#balances.set(to, this.balance(to).plus(amount));
    const tx: Tx = { id: this.#nextId++, from, to, amount, memo };
    this.#txs.push(tx);
    return tx;
  }
  deposit(to: string, amount: string) {
    return this.post(null, to, Money.of(amount), "deposit");
  }
  transfer(from: string, to: string, amount: string, memo = "transfer") {
    return this.post(from, to, Money.of(amount), memo);
  }
  *[Symbol.iterator](): Iterator<Tx> {
    yield* this.#txs;
  }
  *forAccount(acct: string) {
    for (const tx of this) if (tx.from === acct || tx.to === acct) yield tx;
  }
}

const ledger = new Ledger();
ledger.deposit("alice", "100.50");
ledger.deposit("bob", "20");
ledger.transfer("alice", "bob", "30.25", "rent share");
for (const attempt of [() => ledger.transfer("bob", "carol", "60"), () => ledger.deposit("carol", "-5"), () => ledger.deposit("carol", "1.234")]) {
  try {
    attempt();
  } catch (e) {
    console.log(`${(e as Error).name}: ${(e as Error).message}`);
  }
}
ledger.transfer("bob", "carol", "50.25");
for (const who of ["alice", "bob", "carol"]) console.log(who, `${ledger.balance(who)}`, +ledger.balance(who) * 2);
console.log([...ledger.forAccount("bob")].map((t) => `#${t.id} ${t.from ?? "-"}->${t.to ?? "-"} ${t.amount} (${t.memo})`));
console.log([...ledger].length, Money.of("12.3").times(1.5).toString(), String(Money.of("-0.05")));
