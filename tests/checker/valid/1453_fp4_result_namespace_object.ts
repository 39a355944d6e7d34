// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Ok<T> = { readonly ok: true; readonly value: T };
type Err<E> = { readonly ok: false; readonly error: E };
type Result<T, E = Error> = Ok<T> | Err<E>;

const Result = {
  ok<T>(value: T): Ok<T> {
    return { ok: true, value };
  },
  err<E>(error: E): Err<E> {
    return { ok: false, error };
  },
  map<T, U, E>(r: Result<T, E>, f: (t: T) => U): Result<U, E> {
    return r.ok ? Result.ok(f(r.value)) : r;
  },
  flatMap<T, U, E>(r: Result<T, E>, f: (t: T) => Result<U, E>): Result<U, E> {
    return r.ok ? f(r.value) : r;
  },
  unwrapOr<T, E>(r: Result<T, E>, fallback: T): T {
    return r.ok ? r.value : fallback;
  },
  all<T, E>(rs: Result<T, E>[]): Result<T[], E> {
    const out: T[] = [];
    for (const r of rs) {
      if (!r.ok) return r;
      out.push(r.value);
    }
    return Result.ok(out);
  },
};

type ParseError = { kind: "empty" } | { kind: "nan"; input: string } | { kind: "range"; value: number };

function parseAge(s: string): Result<number, ParseError> {
  const t = s.trim();
  if (!t) return Result.err({ kind: "empty" });
  const n = Number(t);
  if (Number.isNaN(n)) return Result.err({ kind: "nan", input: t });
  if (n < 0 || n > 130) return Result.err({ kind: "range", value: n });
  return Result.ok(n);
}

const describe = (e: ParseError): string => {
  switch (e.kind) {
    case "empty": return "empty input";
    case "nan": return `not a number: ${e.input}`;
    case "range": return `out of range: ${e.value}`;
  }
};

for (const s of ["42", " ", "abc", "200", "7"]) {
  const r = Result.map(parseAge(s), (n) => n * 12);
  console.log(JSON.stringify(s), r.ok ? `${r.value} months` : describe(r.error));
}
const all = Result.all(["1", "2", "3"].map(parseAge));
const bad = Result.all(["1", "x", "3"].map(parseAge));
console.log(Result.unwrapOr(Result.map(all, (xs) => xs.reduce((a, b) => a + b, 0)), -1), bad.ok ? "" : describe(bad.error));
const chained = Result.flatMap(parseAge("30"), (n) => (n % 2 === 0 ? Result.ok(n / 2) : Result.err<ParseError>({ kind: "range", value: n })));
console.log(chained);
console.log(Result.unwrapOr(parseAge("oops"), -1));
