// Async retry with backoff, timeout and typed errors.
class TimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`timed out after ${ms}ms`);
    this.name = "TimeoutError";
  }
}

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
  get retryable(): boolean {
    return this.status >= 500 || this.status === 429;
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

interface RetryOptions {
  attempts: number;
  baseDelay: number;
  shouldRetry?: (e: unknown) => boolean;
  onRetry?: (attempt: number, e: unknown) => void;
}

async function retryAsync<T>(task: (attempt: number) => Promise<T>, opts: RetryOptions): Promise<T> {
  const { attempts, baseDelay, shouldRetry = () => true, onRetry } = opts;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (e) {
      if (attempt >= attempts || !shouldRetry(e)) throw e;
      onRetry?.(attempt, e);
      await sleep(baseDelay * 2 ** (attempt - 1));
    }
  }
}

const responses: Array<number | "slow"> = [503, "slow", 200, 404];
let call = 0;
async function fakeFetch(path: string): Promise<{ path: string; status: number }> {
  const r = responses[call++ % responses.length];
  if (r === "slow") {
    await sleep(50);
    return { path, status: 200 };
  }
  if (r >= 400) throw new HttpError(r, `GET ${path} -> ${r}`);
  return { path, status: r };
}

const isRetryable = (e: unknown) => e instanceof TimeoutError || (e instanceof HttpError && e.retryable);

async function main() {
  const log = (attempt: number, e: unknown) =>
    console.log(`retry #${attempt}:`, e instanceof Error ? `${e.name}: ${e.message}` : String(e));
  const first = await retryAsync((n) => withTimeout(fakeFetch(`/a?try=${n}`), 20), {
    attempts: 4,
    baseDelay: 1,
    shouldRetry: isRetryable,
    onRetry: log,
  });
  console.log("first:", first.status, first.path);
  try {
    await retryAsync(() => fakeFetch("/b"), { attempts: 3, baseDelay: 1, shouldRetry: isRetryable, onRetry: log });
  } catch (e) {
    if (e instanceof HttpError) console.log("final:", e.status, e.retryable, e.message);
  }
}

main().then(() => console.log("main done"));
