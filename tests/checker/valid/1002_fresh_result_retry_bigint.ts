type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
function parseNum(s: string): Result<number> {
  const n = Number(s);
  return Number.isNaN(n) ? { ok: false, error: `bad number: ${s}` } : { ok: true, value: n };
}
const results = ["1", "x", "3.5"].map(parseNum);
const good = results.filter((r): r is { ok: true; value: number } => r.ok).map((r) => r.value);
console.log(good);
for (const r of results) { if (!r.ok) console.log(r.error); else console.log(r.value * 2); }
async function retry<T>(fn: () => Promise<T>, times = 3): Promise<T> {
  let last: unknown;
  for (let i = 0; i < times; i++) {
    try { return await fn(); } catch (e) { last = e; }
  }
  throw last instanceof Error ? last : new Error(String(last));
}
let attempts = 0;
const v = await retry(async () => { attempts++; if (attempts < 2) throw new Error("flaky"); return 42; });
console.log(v, attempts);
const sleep = (ms: number) => new Promise<void>((res) => setTimeout(res, ms));
await sleep(5);
const all = await Promise.allSettled([Promise.resolve(1), Promise.reject(new Error("no"))]);
console.log(all.map((x) => x.status));
const memo = new Map<number, bigint>();
function fib(n: number): bigint { if (n < 2) return BigInt(n); const c = memo.get(n); if (c !== undefined) return c; const r = fib(n - 1) + fib(n - 2); memo.set(n, r); return r; }
console.log(fib(90).toString());
const big = 10n ** 20n + 1n;
console.log(big % 7n, typeof big);
