// A generic call's contextual return type is an inference source for its arguments' literals
// (tsc's returnMapper): `err({ code: "EMPTY" })` returned from a function declared to return
// Result<number, ParseError> keeps "EMPTY" rather than widening it to string.
type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
const ok = <T,>(value: T): Result<T, never> => ({ ok: true, value });
const err = <E,>(error: E): Result<never, E> => ({ ok: false, error });
type ParseError = { code: "EMPTY" } | { code: "NAN"; input: string };

function parseIntStrict(s: string): Result<number, ParseError> {
  if (s.trim() === "") return err({ code: "EMPTY" });
  const n = Number(s);
  return Number.isInteger(n) ? ok(n) : err({ code: "NAN", input: s });
}
const r: Result<number, ParseError> = err({ code: "NAN", input: "x" });
const rs: Result<number, ParseError>[] = ["1", "", "a"].map(parseIntStrict);
console.log(r.ok, rs.map((x) => (x.ok ? x.value : x.error.code)).join(","));
