// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface RetryOptions {
  retries: number;
  baseMs: number;
  factor: number;
  maxMs: number;
  shouldRetry?: (err: unknown, attempt: number) => boolean;
}

const defaults: Required<Omit<RetryOptions, "shouldRetry">> = { retries: 3, baseMs: 5, factor: 2, maxMs: 50 };

async function retry<T>(fn: (attempt: number) => Promise<T>, opts: Partial<RetryOptions> = {}): Promise<T> {
  const o = { ...defaults, ...opts };
  let lastErr: unknown;
  for (let attempt = 0; attempt <= o.retries; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      lastErr = err;
      if (o.shouldRetry && !o.shouldRetry(err, attempt)) break;
      const delay = Math.min(o.maxMs, o.baseMs * o.factor ** attempt);
      await sleep(delay);
    }
  }
  throw new Error(`gave up: ${lastErr instanceof Error ? lastErr.message : String(lastErr)}`);
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const t = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timeout after ${ms}ms`)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

let calls = 0;
const flaky = async (attempt: number): Promise<{ ok: true; attempt: number }> => {
  calls++;
  if (attempt < 2) throw new Error(`flake ${attempt}`);
  return { ok: true, attempt };
};

const result = await retry(flaky, { baseMs: 1 });
console.log(result, calls);

try {
  await retry(async () => { throw new TypeError("bad input"); }, { shouldRetry: (e) => !(e instanceof TypeError) });
} catch (e) {
  console.log((e as Error).message);
}

const outcomes = await Promise.allSettled([
  withTimeout(sleep(5).then(() => "fast"), 30),
  withTimeout(sleep(60).then(() => "slow"), 10),
]);
for (const o of outcomes) {
  if (o.status === "fulfilled") console.log("ok", o.value);
  else console.log("fail", (o.reason as Error).message);
}

type Awaitedness = Awaited<ReturnType<typeof flaky>>;
const check: Awaitedness = { ok: true, attempt: 0 };
console.log(check.ok);
