async function withRetry<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (e) {
      last = e;
      await new Promise<void>((r) => setTimeout(r, 2 ** i));
    }
  }
  throw last instanceof Error ? last : new Error(String(last));
}
let calls = 0;
const v = await withRetry(async () => {
  calls++;
  if (calls < 2) throw new Error("flaky");
  return calls * 10;
});
console.log(v);
