// Result type helpers for a multi-step host workflow: map/andThen chains, unwrapOr, collect.
type Ok<T> = { ok: true; value: T };
type Err<E> = { ok: false; error: E };
type Result<T, E = string> = Ok<T> | Err<E>;

const ok = <T,>(value: T): Ok<T> => ({ ok: true, value });
const err = <E,>(error: E): Err<E> => ({ ok: false, error });

function map<T, U, E>(r: Result<T, E>, f: (v: T) => U): Result<U, E> {
  return r.ok ? ok(f(r.value)) : r;
}
function andThen<T, U, E>(r: Result<T, E>, f: (v: T) => Result<U, E>): Result<U, E> {
  return r.ok ? f(r.value) : r;
}
function unwrapOr<T, E>(r: Result<T, E>, fallback: T): T {
  return r.ok ? r.value : fallback;
}
function collect<T, E>(rs: Result<T, E>[]): Result<T[], E[]> {
  const errors = rs.filter((r): r is Err<E> => !r.ok).map((r) => r.error);
  return errors.length ? err(errors) : ok(rs.map((r) => (r as Ok<T>).value));
}

interface Account { id: string; balance: number; frozen: boolean }
const accounts = {
  async find(id: string): Promise<Account | null> {
    const db: Account[] = [
      { id: "A", balance: 100, frozen: false },
      { id: "B", balance: 5, frozen: false },
      { id: "C", balance: 900, frozen: true },
    ];
    return db.find((a) => a.id === id) ?? null;
  },
};

async function load(id: string): Promise<Result<Account>> {
  const a = await accounts.find(id);
  return a ? ok(a) : err(`account ${id} not found`);
}

const active = (a: Account): Result<Account> => (a.frozen ? err(`account ${a.id} is frozen`) : ok(a));
const canPay = (amount: number) => (a: Account): Result<Account> =>
  a.balance >= amount ? ok(a) : err(`account ${a.id} has ${a.balance}, needs ${amount}`);

const requests: [string, number][] = [["A", 40], ["B", 40], ["C", 1], ["Z", 1]];
const checked = await Promise.all(
  requests.map(async ([id, amount]) => andThen(andThen(await load(id), active), canPay(amount))),
);
checked.forEach((r, i) => console.log(requests[i][0], r.ok ? `ok, balance ${r.value.balance}` : `error: ${r.error}`));

const balances = checked.map((r) => unwrapOr(map(r, (a) => a.balance), -1));
console.log("balances", balances);
const all = collect(checked);
if (all.ok) console.log("all fine", all.value.length);
else console.log(`${all.error.length} problems:\n - ${all.error.join("\n - ")}`);
const onlyGood = collect(checked.filter((r) => r.ok));
console.log("good ones:", onlyGood.ok ? onlyGood.value.map((a) => a.id) : onlyGood.error);
const labels = map(ok(3), (n) => "#".repeat(n));
console.log(unwrapOr(labels, "none"));
