type Cents = number;
type TxKind = "deposit" | "withdrawal" | "transfer-in" | "transfer-out" | "fee" | "interest";
interface Tx { readonly id: number; readonly account: string; readonly kind: TxKind; readonly amount: Cents; readonly memo?: string }

type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });

class Ledger {
  #txs: Tx[] = [];
  #nextId = 1;

  balance(account: string): Cents {
    return this.#txs
      .filter((t) => t.account === account)
      .reduce((b, t) => (t.kind === "deposit" || t.kind === "transfer-in" || t.kind === "interest" ? b + t.amount : b - t.amount), 0);
  }

  #post(account: string, kind: TxKind, amount: Cents, memo?: string): Tx {
    const tx: Tx = { id: this.#nextId++, account, kind, amount, ...(memo ? { memo } : {}) };
    this.#txs.push(tx);
    return tx;
  }

  deposit(account: string, amount: Cents): Result<Tx> {
    if (!Number.isInteger(amount) || amount <= 0) return fail(`invalid amount ${amount}`);
    return ok(this.#post(account, "deposit", amount));
  }

  withdraw(account: string, amount: Cents): Result<Tx> {
    const bal = this.balance(account);
    if (amount > bal) return fail(`insufficient funds in ${account}: ${fmt(bal)} < ${fmt(amount)}`);
    return ok(this.#post(account, "withdrawal", amount));
  }

  transfer(from: string, to: string, amount: Cents): Result<[Tx, Tx]> {
    const w = this.withdraw(from, amount);
    if (!w.ok) return w;
    this.#txs.pop();
    return ok([this.#post(from, "transfer-out", amount, `to ${to}`), this.#post(to, "transfer-in", amount, `from ${from}`)]);
  }

  monthEnd(ratePct: number, fee: Cents): void {
    const accounts = new Set(this.#txs.map((t) => t.account));
    for (const a of accounts) {
      const bal = this.balance(a);
      if (bal < 10_000) this.#post(a, "fee", Math.min(fee, bal), "low balance");
      else this.#post(a, "interest", Math.round((bal * ratePct) / 100 / 12));
    }
  }

  statement(account: string): string[] {
    let running = 0;
    return this.#txs.filter((t) => t.account === account).map((t) => {
      const sign = ["deposit", "transfer-in", "interest"].includes(t.kind) ? 1 : -1;
      running += sign * t.amount;
      return `#${t.id} ${t.kind.padEnd(12)} ${(sign > 0 ? "+" : "-") + fmt(t.amount)} = ${fmt(running)}${t.memo ? ` (${t.memo})` : ""}`;
    });
  }
}

function fmt(c: Cents): string {
  return (c / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
}

const L = new Ledger();
const results = [L.deposit("alice", 50_000), L.deposit("bob", 5_000), L.deposit("bob", -3), L.transfer("alice", "bob", 12_345), L.withdraw("bob", 100_000)];
for (const r of results) console.log(r.ok ? `ok #${Array.isArray(r.value) ? r.value.map((t) => t.id).join("+") : r.value.id}` : `error: ${r.error}`);
L.monthEnd(2.4, 500);
console.log(L.statement("alice").join("\n"));
console.log(L.statement("bob").join("\n"));
console.log(fmt(L.balance("alice") + L.balance("bob")));
