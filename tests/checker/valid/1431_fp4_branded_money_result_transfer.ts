// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Money = number & { readonly __brand: "cents" };
const cents = (n: number) => Math.round(n * 100) as Money;
const fmt = (m: Money) => `$${(m / 100).toFixed(2)}`;

interface Account {
  id: string;
  owner: string;
  balance: Money;
  frozen: boolean;
}

type TxError =
  | { code: "INSUFFICIENT_FUNDS"; needed: Money; available: Money }
  | { code: "FROZEN"; accountId: string }
  | { code: "NOT_FOUND"; accountId: string }
  | { code: "INVALID_AMOUNT"; amount: number };

type Result<T, E = TxError> = { ok: true; value: T } | { ok: false; error: E };
const ok = <T,>(value: T): Result<T, never> => ({ ok: true, value });
const err = <E,>(error: E): Result<never, E> => ({ ok: false, error });

const accounts = new Map<string, Account>([
  ["a", { id: "a", owner: "ann", balance: cents(100), frozen: false }],
  ["b", { id: "b", owner: "bob", balance: cents(5.5), frozen: false }],
  ["c", { id: "c", owner: "cy", balance: cents(1000), frozen: true }],
]);

function find(id: string): Result<Account> {
  const a = accounts.get(id);
  return a ? ok(a) : err({ code: "NOT_FOUND", accountId: id });
}

function transfer(from: string, to: string, amount: number): Result<{ from: Money; to: Money }> {
  if (!(amount > 0)) return err({ code: "INVALID_AMOUNT", amount });
  const f = find(from);
  if (!f.ok) return f;
  const t = find(to);
  if (!t.ok) return t;
  const src = f.value, dst = t.value;
  if (src.frozen) return err({ code: "FROZEN", accountId: src.id });
  const amt = cents(amount);
  if (src.balance < amt) return err({ code: "INSUFFICIENT_FUNDS", needed: amt, available: src.balance });
  src.balance = (src.balance - amt) as Money;
  dst.balance = (dst.balance + amt) as Money;
  return ok({ from: src.balance, to: dst.balance });
}

function explain(e: TxError): string {
  switch (e.code) {
    case "INSUFFICIENT_FUNDS":
      return `need ${fmt(e.needed)}, have ${fmt(e.available)}`;
    case "FROZEN":
    case "NOT_FOUND":
      return `${e.code.toLowerCase()}: ${e.accountId}`;
    case "INVALID_AMOUNT":
      return `bad amount ${e.amount}`;
  }
}

const attempts: Array<[string, string, number]> = [["a", "b", 20], ["b", "a", 100], ["c", "a", 1], ["a", "z", 1], ["a", "b", -3]];
for (const [f, t, n] of attempts) {
  const r = transfer(f, t, n);
  console.log(`${f}->${t} ${n}:`, r.ok ? `${fmt(r.value.from)} / ${fmt(r.value.to)}` : explain(r.error));
}
