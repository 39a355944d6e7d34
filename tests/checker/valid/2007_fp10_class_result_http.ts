abstract class ResultBase<T, E> {
  abstract isOk(): this is Success<T, E>;
  isErr(): this is Failure<T, E> {
    return !this.isOk();
  }
  map<U>(f: (v: T) => U): Result<U, E> {
    if (this.isOk()) return new Success<U, E>(f(this.value));
    if (this.isErr()) return new Failure<U, E>(this.error);
    throw new Error("unreachable");
  }
  unwrapOr(fallback: T): T {
    return this.isOk() ? this.value : fallback;
  }
  match<R>(arms: { ok: (v: T) => R; err: (e: E) => R }): R {
    if (this.isOk()) return arms.ok(this.value);
    if (this.isErr()) return arms.err(this.error);
    throw new Error("unreachable");
  }
}

class Success<T, E> extends ResultBase<T, E> {
  constructor(readonly value: T) {
    super();
  }
  isOk(): this is Success<T, E> {
    return true;
  }
}

class Failure<T, E> extends ResultBase<T, E> {
  constructor(readonly error: E) {
    super();
  }
  isOk(): this is Success<T, E> {
    return false;
  }
}

type Result<T, E> = Success<T, E> | Failure<T, E>;

const Result = {
  ok: <T, E = never>(v: T): Result<T, E> => new Success<T, E>(v),
  err: <E, T = never>(e: E): Result<T, E> => new Failure<T, E>(e),
  try<T>(f: () => T): Result<T, Error> {
    try {
      return new Success(f());
    } catch (e) {
      return new Failure(e instanceof Error ? e : new Error(String(e)));
    }
  },
};

class HttpError extends Error {
  constructor(readonly status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "HttpError";
  }
  get retryable(): boolean {
    return this.status >= 500 || this.status === 429;
  }
}

function parseStatusLine(line: string): Result<{ version: string; status: number; text: string }, HttpError> {
  const m = /^HTTP\/(\d\.\d) (\d{3}) (.*)$/.exec(line);
  if (!m) return Result.err(new HttpError(400, `bad status line: ${JSON.stringify(line)}`));
  const [, version, code, text] = m;
  return Result.ok({ version, status: Number(code), text });
}

const lines = ["HTTP/1.1 200 OK", "HTTP/2.0 503 Service Unavailable", "garbage", "HTTP/1.0 429 Too Many"];
for (const line of lines) {
  const r = parseStatusLine(line);
  const msg = r.match({
    ok: ({ status, text }) => `${status} ${text.toLowerCase()}`,
    err: (e) => `error ${e.status}: ${e.message}`,
  });
  console.log(msg);
  if (r.isOk() && r.value.status >= 400) {
    const err = new HttpError(r.value.status, r.value.text, { cause: line });
    console.log("  retryable:", err.retryable, "cause:", err.cause);
  }
}

const statuses = lines.map(parseStatusLine).map((r) => r.map((v) => v.status).unwrapOr(-1));
console.log(statuses);
const json = Result.try(() => JSON.parse("{bad") as unknown);
console.log(json.isErr() ? json.error.name : "parsed", Result.try(() => 2 ** 10).unwrapOr(0));
