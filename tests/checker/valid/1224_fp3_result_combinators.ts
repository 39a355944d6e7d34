type Ok<T> = { readonly ok: true; readonly value: T };
type Err<E> = { readonly ok: false; readonly error: E };
type Result<T, E = string> = Ok<T> | Err<E>;

const ok = <T,>(value: T): Ok<T> => ({ ok: true, value });
const err = <E,>(error: E): Err<E> => ({ ok: false, error });

const mapR = <T, U, E>(r: Result<T, E>, f: (t: T) => U): Result<U, E> => (r.ok ? ok(f(r.value)) : r);
const flatMapR = <T, U, E>(r: Result<T, E>, f: (t: T) => Result<U, E>): Result<U, E> => (r.ok ? f(r.value) : r);
const unwrapOr = <T, E>(r: Result<T, E>, d: T): T => (r.ok ? r.value : d);

function all<T, E>(rs: readonly Result<T, E>[]): Result<T[], E> {
  const out: T[] = [];
  for (const r of rs) {
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
}

const parseIntR = (s: string): Result<number> => {
  const n = Number.parseInt(s, 10);
  return Number.isNaN(n) ? err(`not an integer: "${s}"`) : ok(n);
};
const positive = (n: number): Result<number> => (n > 0 ? ok(n) : err(`not positive: ${n}`));

const inputs = ["12", "-3", "abc", "7"];
for (const s of inputs) {
  const r = flatMapR(parseIntR(s), positive);
  const doubled = mapR(r, (n) => n * 2);
  console.log(s.padEnd(4), doubled.ok ? `ok ${doubled.value}` : `err ${doubled.error}`);
}
console.log(all(["1", "2", "3"].map(parseIntR)));
console.log(all(inputs.map(parseIntR)));
console.log(unwrapOr(parseIntR("x"), -1), unwrapOr(parseIntR("42"), 0));

const partition = <T, E>(rs: Result<T, E>[]) =>
  rs.reduce<{ oks: T[]; errs: E[] }>(
    (acc, r) => {
      if (r.ok) acc.oks.push(r.value);
      else acc.errs.push(r.error);
      return acc;
    },
    { oks: [], errs: [] },
  );
const { oks, errs } = partition(inputs.map(parseIntR));
console.log(oks, errs.length);

async function tryAsync<T>(f: () => Promise<T>): Promise<Result<T, Error>> {
  try {
    return ok(await f());
  } catch (e) {
    return err(e instanceof Error ? e : new Error(String(e)));
  }
}
const a = await tryAsync(async () => JSON.parse('{"x":1}') as { x: number });
const b = await tryAsync(async () => JSON.parse("{bad"));
console.log(a.ok && a.value.x, b.ok ? "?" : b.error.name);
