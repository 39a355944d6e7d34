const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function withRetry<T>(label: string, f: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await f();
    } catch (e: any) {
      console.log(`${label} attempt ${i} failed: ${e?.message ?? e}`);
      if (i >= tries) throw e;
      await sleep(1);
    }
  }
}

let flaky = 0;
const value = await withRetry("flaky", async () => {
  if (++flaky < 3) throw new Error("not yet");
  return { ok: true, attempts: flaky };
});
console.log(value);

const order: string[] = [];
const p1 = sleep(3).then(() => order.push("p1"));
const p2 = Promise.resolve().then(() => order.push("micro"));
queueMicrotask(() => order.push("queued"));
setTimeout(() => order.push("timeout0"), 0);
await Promise.all([p1, p2]);
console.log(order);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
const d = deferred<number>();
setTimeout(() => d.resolve(42), 1);
console.log("deferred:", await d.promise);

const results = await Promise.allSettled([
  Promise.resolve(1),
  Promise.reject(new TypeError("bad type")),
  sleep(1).then(() => "late"),
]);
console.log(results.map((r) => (r.status === "fulfilled" ? r.value : `${r.reason.name}: ${r.reason.message}`)));

async function* countdown(n: number) {
  while (n > 0) {
    await sleep(0);
    yield n--;
  }
}
const seen: number[] = [];
for await (const x of countdown(3)) seen.push(x);
console.log(seen);
const timeoutP = <T,>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`timeout ${ms}`)), ms))]);
console.log(await timeoutP(sleep(1).then(() => "fast"), 50));
console.log(await timeoutP(sleep(50), 2).catch((e: Error) => e.message));
const thenable = { then(res: (v: string) => void) { res("from thenable"); } };
console.log(await thenable);
