type Ok<T> = { readonly ok: true; readonly value: T };
type Err<E> = { readonly ok: false; readonly error: E };
type Result<T, E = Error> = Ok<T> | Err<E>;

const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const err = <E>(error: E): Err<E> => ({ ok: false, error });

function isOk<T, E>(r: Result<T, E>): r is Ok<T> {
  return r.ok;
}

function isErr<T, E>(r: Result<T, E>): r is Err<E> {
  return !r.ok;
}

function map<T, U, E>(r: Result<T, E>, f: (v: T) => U): Result<U, E> {
  return isOk(r) ? ok(f(r.value)) : r;
}

function andThen<T, U, E>(r: Result<T, E>, f: (v: T) => Result<U, E>): Result<U, E> {
  return r.ok ? f(r.value) : r;
}

function unwrapOr<T, E>(r: Result<T, E>, fallback: T): T {
  return isOk(r) ? r.value : fallback;
}

function collect<T, E>(rs: readonly Result<T, E>[]): Result<T[], E[]> {
  const errors = rs.filter(isErr).map((r) => r.error);
  if (errors.length > 0) return err(errors);
  return ok(rs.filter(isOk).map((r) => r.value));
}

class ParseError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = "ParseError";
  }
}

interface Config {
  host: string;
  port: number;
  retries: number;
}

function parseInteger(field: string, raw: string | undefined): Result<number, ParseError> {
  if (raw === undefined) return err(new ParseError(field, `${field} is missing`));
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) ? err(new ParseError(field, `${field} is not a number: ${raw}`)) : ok(n);
}

function parseConfig(env: Record<string, string | undefined>): Result<Config, ParseError> {
  const host = env.HOST;
  if (!host) return err(new ParseError("HOST", "HOST is missing"));
  return andThen(parseInteger("PORT", env.PORT), (port) =>
    map(parseInteger("RETRIES", env.RETRIES ?? "3"), (retries) => ({ host, port, retries })),
  );
}

const envs: Record<string, string | undefined>[] = [
  { HOST: "db.local", PORT: "5432" },
  { HOST: "cache", PORT: "x6379", RETRIES: "2" },
  { PORT: "80" },
  { HOST: "api", PORT: "443", RETRIES: "5" },
];

const parsed = envs.map(parseConfig);
for (const r of parsed) {
  if (isOk(r)) console.log("ok", r.value.host, r.value.port, r.value.retries);
  else console.log("err", r.error.field, "-", r.error.message);
}

const ports = parsed.map((r) => unwrapOr(map(r, (c) => c.port), -1));
console.log("ports", ports);

const all = collect(parsed);
if (all.ok) console.log("all configs", all.value.length);
else console.log("errors:", all.error.map((e) => e.field).join(","));

const good = collect(parsed.filter(isOk));
console.log("good:", isOk(good) ? good.value.map((c) => `${c.host}:${c.port}`) : []);
