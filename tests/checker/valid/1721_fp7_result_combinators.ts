// Result type with combinators.
type Ok<T> = { readonly kind: "ok"; readonly value: T };
type Err<E> = { readonly kind: "err"; readonly error: E };
type Result<T, E = Error> = Ok<T> | Err<E>;

const ok = <T>(value: T): Ok<T> => ({ kind: "ok", value });
const err = <E>(error: E): Err<E> => ({ kind: "err", error });

function map<T, U, E>(r: Result<T, E>, f: (v: T) => U): Result<U, E> {
  return r.kind === "ok" ? ok(f(r.value)) : r;
}

function andThen<T, U, E>(r: Result<T, E>, f: (v: T) => Result<U, E>): Result<U, E> {
  return r.kind === "ok" ? f(r.value) : r;
}

function mapErr<T, E, F>(r: Result<T, E>, f: (e: E) => F): Result<T, F> {
  return r.kind === "err" ? err(f(r.error)) : r;
}

function unwrapOr<T, E>(r: Result<T, E>, fallback: T): T {
  return r.kind === "ok" ? r.value : fallback;
}

function collect<T, E>(results: readonly Result<T, E>[]): Result<T[], E> {
  const values: T[] = [];
  for (const r of results) {
    if (r.kind === "err") return r;
    values.push(r.value);
  }
  return ok(values);
}

type ParseError = { code: "empty" | "nan" | "range"; input: string };

function parseIntStrict(s: string): Result<number, ParseError> {
  if (s.trim() === "") return err({ code: "empty", input: s });
  const n = Number(s);
  if (!Number.isInteger(n)) return err({ code: "nan", input: s });
  return ok(n);
}

function inRange(lo: number, hi: number) {
  return (n: number): Result<number, ParseError> =>
    n >= lo && n <= hi ? ok(n) : err({ code: "range", input: String(n) });
}

const describe = (e: ParseError): string => {
  switch (e.code) {
    case "empty":
      return "empty input";
    case "nan":
      return `not an integer: ${e.input}`;
    case "range":
      return `out of range: ${e.input}`;
  }
};

const inputsList = ["12", "", "4.5", "200", "7"];
const parsed = inputsList.map((s) => andThen(parseIntStrict(s), inRange(0, 100)));
for (const p of parsed) {
  const doubled = map(p, (n) => n * 2);
  const msg = mapErr(doubled, describe);
  console.log(msg.kind === "ok" ? `value ${msg.value}` : `error ${msg.error}`);
}

console.log(unwrapOr(parsed[0], -1), unwrapOr(parsed[1], -1));
const all = collect(parsed);
console.log(all.kind, all.kind === "err" ? all.error.code : all.value.length);
const good = collect([parseIntStrict("1"), parseIntStrict("2"), parseIntStrict("3")]);
console.log(good.kind === "ok" ? good.value.reduce((a, b) => a + b, 0) : -1);
