const log: string[] = [];
setTimeout(() => log.push("timeout0"), 0);
queueMicrotask(() => log.push("micro1"));
Promise.resolve().then(() => log.push("then1")).then(() => log.push("then2"));
(async () => { log.push("async-start"); await null; log.push("async-after-await"); })();
log.push("sync");
await new Promise((r) => setTimeout(r, 10));
console.log(log.join(","));
class Semaphore {
  private queue: (() => void)[] = [];
  constructor(private permits: number) {}
  async acquire(): Promise<void> { if (this.permits > 0) { this.permits--; return; } await new Promise<void>((r) => this.queue.push(r)); }
  release(): void { const next = this.queue.shift(); if (next) next(); else this.permits++; }
}
const sem = new Semaphore(2);
let active = 0, maxActive = 0;
const job = async (i: number) => { await sem.acquire(); try { active++; maxActive = Math.max(maxActive, active); await new Promise((r) => setTimeout(r, 5 - i)); return i * 10; } finally { active--; sem.release(); } };
console.log(await Promise.all([1, 2, 3, 4].map(job)), maxActive);
async function* ticker(n: number) { for (let i = 0; i < n; i++) { await new Promise((r) => setTimeout(r, 1)); yield i; } }
let s = 0;
for await (const t of ticker(4)) s += t;
console.log(s);
function withFinally(): string { try { return "try"; } finally { console.log("finally runs"); } }
console.log(withFinally());
const settled = await Promise.allSettled([Promise.reject(new TypeError("bad")), 1]);
for (const r of settled) console.log(r.status === "fulfilled" ? r.value : (r.reason as Error).name);
try { await Promise.any([Promise.reject(new Error("a")), Promise.reject(new Error("b"))]); } catch (e) { if (e instanceof AggregateError) console.log(e.errors.length, e.message); }
const controller = { cancelled: false };
const work = async () => { for (let i = 0; i < 5; i++) { if (controller.cancelled) return `stopped at ${i}`; await null; if (i === 2) controller.cancelled = true; } return "done"; };
console.log(await work());
const timeoutP = <T,>(p: Promise<T>, ms: number) => new Promise<T>((res, rej) => { const t = setTimeout(() => rej(new Error(`timeout ${ms}`)), ms); p.then((v) => { clearTimeout(t); res(v); }, rej); });
try { await timeoutP(new Promise((r) => setTimeout(r, 50)), 5); } catch (e) { console.log((e as Error).message); }
console.log(await timeoutP(Promise.resolve("quick"), 5));
