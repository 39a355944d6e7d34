type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
const Ok = <T,>(value: T): Result<T, never> => ({ ok: true, value });
const Err = <E,>(error: E): Result<never, E> => ({ ok: false, error });
function map<T, U, E>(r: Result<T, E>, f: (t: T) => U): Result<U, E> {
  return r.ok ? Ok(f(r.value)) : r;
}
function parseIntR(s: string): Result<number> {
  const n = Number.parseInt(s, 10);
  return Number.isNaN(n) ? Err(`bad int: ${s}`) : Ok(n);
}
const r = map(parseIntR("41"), (n) => n + 1);
console.log(r.ok ? r.value : r.error);
