// Option and Result types with combinators, generic helpers and tuple collection
type Option<T> = { some: true; value: T } | { some: false };
type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

const Some = <T,>(value: T): Option<T> => ({ some: true, value });
const None: Option<never> = { some: false };
const Ok = <T,>(value: T): Result<T, never> => ({ ok: true, value });
const Err = <E,>(error: E): Result<never, E> => ({ ok: false, error });

function mapResult<T, U, E>(r: Result<T, E>, f: (t: T) => U): Result<U, E> {
  return r.ok ? Ok(f(r.value)) : r;
}
function andThen<T, U, E, F>(r: Result<T, E>, f: (t: T) => Result<U, F>): Result<U, E | F> {
  return r.ok ? f(r.value) : r;
}
function unwrapOr<T, E>(r: Result<T, E>, fallback: T): T {
  return r.ok ? r.value : fallback;
}
function fromOption<T, E>(o: Option<T>, error: E): Result<T, E> {
  return o.some ? Ok(o.value) : Err(error);
}

type Values<T extends readonly Result<unknown, unknown>[]> = { -readonly [K in keyof T]: T[K] extends Result<infer V, unknown> ? V : never };
type Errors<T extends readonly Result<unknown, unknown>[]> = T[number] extends Result<unknown, infer E> ? E : never;

function all<const T extends readonly Result<unknown, unknown>[]>(results: T): Result<Values<T>, Errors<T>> {
  const out: unknown[] = [];
  for (const r of results) {
    if (!r.ok) return r as Result<never, Errors<T>>;
    out.push(r.value);
  }
  return Ok(out as Values<T>);
}

type ParseError = { code: "EMPTY" } | { code: "NAN"; input: string } | { code: "RANGE"; min: number; max: number; got: number };

function parseIntStrict(s: string): Result<number, ParseError> {
  if (s.trim() === "") return Err({ code: "EMPTY" });
  const n = Number(s);
  return Number.isInteger(n) ? Ok(n) : Err({ code: "NAN", input: s });
}
const inRange = (min: number, max: number) => (n: number): Result<number, ParseError> =>
  n >= min && n <= max ? Ok(n) : Err({ code: "RANGE", min, max, got: n });

function explain(e: ParseError): string {
  switch (e.code) {
    case "EMPTY":
      return "empty input";
    case "NAN":
      return `not an integer: "${e.input}"`;
    case "RANGE":
      return `${e.got} not in [${e.min}, ${e.max}]`;
  }
}

const parsePort = (s: string) => andThen(parseIntStrict(s), inRange(1, 65535));
for (const s of ["8080", "", "80.5", "70000", " 22 "]) {
  const r = parsePort(s);
  console.log(JSON.stringify(s), r.ok ? `port ${r.value}` : explain(r.error));
}

const doubled = mapResult(parsePort("21"), (n) => n * 2);
console.log(unwrapOr(doubled, -1), unwrapOr(parsePort("x"), -1));

const lookup = new Map([["a", 1], ["b", 2]]);
const get = (k: string): Option<number> => (lookup.has(k) ? Some(lookup.get(k)!) : None);
console.log(JSON.stringify(fromOption(get("a"), "missing")), JSON.stringify(fromOption(get("z"), "missing")));

const combined = all([parsePort("1"), Ok("label"), Ok(true)] as const);
if (combined.ok) {
  const [port, label, flag] = combined.value;
  console.log(port + 1, label.toUpperCase(), flag);
}
const failed = all([parsePort("1"), parsePort("0")]);
console.log(failed.ok ? "?" : explain(failed.error));
