// Bank simulation with Result types and a transaction log
type Ok<T> = { ok: true; value: T };
type Err<E extends string = string> = { ok: false; error: E; detail?: string };
type Result<T, E extends string = string> = Ok<T> | Err<E>;
const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const err = <E extends string>(error: E, detail?: string): Err<E> => ({ ok: false, error, detail });

type TxError = "NO_ACCOUNT" | "INSUFFICIENT" | "INVALID_AMOUNT" | "FROZEN";
interface Account { id: string; owner: string; balance: bigint; frozen: boolean }
type Tx = { kind: "deposit" | "withdraw"; id: string; amount: bigint } | { kind: "transfer"; from: string; to: string; amount: bigint };

class Bank {
  private accounts = new Map<string, Account>();
  readonly log: string[] = [];
  open(id: string, owner: string, initial = 0n): Account {
    const acc: Account = { id, owner, balance: initial, frozen: false };
    this.accounts.set(id, acc);
    return acc;
  }
  private get(id: string): Result<Account, TxError> {
    const a = this.accounts.get(id);
    if (!a) return err("NO_ACCOUNT", id);
    return a.frozen ? err("FROZEN", id) : ok(a);
  }
  freeze(id: string) { const a = this.accounts.get(id); if (a) a.frozen = true; }
  apply(tx: Tx): Result<bigint, TxError> {
    if (tx.amount <= 0n) return err("INVALID_AMOUNT", String(tx.amount));
    switch (tx.kind) {
      case "deposit": {
        const r = this.get(tx.id);
        if (!r.ok) return r;
        r.value.balance += tx.amount;
        return ok(r.value.balance);
      }
      case "withdraw": {
        const r = this.get(tx.id);
        if (!r.ok) return r;
        if (r.value.balance < tx.amount) return err("INSUFFICIENT", `${r.value.balance} < ${tx.amount}`);
        return ok((r.value.balance -= tx.amount));
      }
      case "transfer": {
        const from = this.get(tx.from), to = this.get(tx.to);
        if (!from.ok) return from;
        if (!to.ok) return to;
        if (from.value.balance < tx.amount) return err("INSUFFICIENT");
        from.value.balance -= tx.amount;
        to.value.balance += tx.amount;
        return ok(from.value.balance);
      }
    }
  }
  run(txs: Tx[]): Record<TxError | "OK", number> {
    const tally: Record<TxError | "OK", number> = { OK: 0, NO_ACCOUNT: 0, INSUFFICIENT: 0, INVALID_AMOUNT: 0, FROZEN: 0 };
    for (const tx of txs) {
      const r = this.apply(tx);
      tally[r.ok ? "OK" : r.error]++;
      this.log.push(r.ok ? `${tx.kind} ok -> ${r.value}` : `${tx.kind} failed: ${r.error}${r.detail ? ` (${r.detail})` : ""}`);
    }
    return tally;
  }
  balances() { return Object.fromEntries([...this.accounts.values()].map((a) => [a.owner, a.balance.toString()])); }
}
const bank = new Bank();
bank.open("A1", "ann", 100n);
bank.open("B2", "bob");
bank.open("C3", "cy", 10n ** 20n);
bank.freeze("C3");
const tally = bank.run([
  { kind: "deposit", id: "B2", amount: 50n },
  { kind: "withdraw", id: "A1", amount: 130n },
  { kind: "transfer", from: "A1", to: "B2", amount: 60n },
  { kind: "transfer", from: "C3", to: "A1", amount: 1n },
  { kind: "deposit", id: "Z9", amount: 5n },
  { kind: "withdraw", id: "B2", amount: -1n },
]);
console.log(bank.log.join("\n"));
console.log(tally, bank.balances());
