// Generic memoize / debounce / retry that keep the function's type.
function memoize<F extends (...args: any[]) => any>(
  fn: F,
  key: (...args: Parameters<F>) => string = (...args) => JSON.stringify(args)
): F & { cache: Map<string, ReturnType<F>> } {
  const cache = new Map<string, ReturnType<F>>();
  const wrapped = ((...args: Parameters<F>): ReturnType<F> => {
    const k = key(...args);
    if (cache.has(k)) return cache.get(k)!;
    const v = fn(...args);
    cache.set(k, v);
    return v;
  }) as F & { cache: Map<string, ReturnType<F>> };
  wrapped.cache = cache;
  return wrapped;
}

async function retry<F extends (...args: any[]) => Promise<any>>(
  fn: F,
  args: Parameters<F>,
  attempts: number
): Promise<Awaited<ReturnType<F>>> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn(...args);
    } catch (e) {
      lastError = e;
      console.log(`attempt ${i + 1} failed: ${(e as Error).message}`);
    }
  }
  throw lastError;
}

function once<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let done = false;
  let result: R;
  return (...args) => {
    if (!done) {
      result = fn(...args);
      done = true;
    }
    return result;
  };
}

let calls = 0;
const slowSquare = memoize((n: number) => {
  calls++;
  return n * n;
});
console.log(slowSquare(4), slowSquare(4), slowSquare(5), calls, slowSquare.cache.size);

const greet = memoize(
  (first: string, last: string) => `Hello, ${first} ${last}`,
  (first, last) => `${last},${first}`
);
console.log(greet("Ada", "Lovelace"), [...greet.cache.keys()]);

let failures = 2;
async function flaky(label: string, n: number): Promise<{ label: string; value: number }> {
  if (failures-- > 0) throw new Error(`flaky ${label}`);
  return { label, value: n * 10 };
}

const init = once((name: string) => {
  console.log("init", name);
  return name.length;
});
console.log(init("first"), init("second"));

retry(flaky, ["job", 4], 5)
  .then((r) => console.log("got", r.label, r.value))
  .then(() => {
    failures = 10;
    return retry(flaky, ["doomed", 1], 2);
  })
  .catch((e: unknown) => console.log("gave up:", e instanceof Error ? e.message : e))
  .finally(() => console.log("finished"));
