type Outcome<T> = { ok: true; value: T; ms: number } | { ok: false; error: string; ms: number };

async function timed<T>(label: string, fn: () => Promise<T>): Promise<Outcome<T>> {
  const start = 0;
  try {
    const value = await fn();
    return { ok: true, value, ms: start + label.length };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e), ms: start };
  }
}

function isSuccess<T>(o: Outcome<T>): o is Extract<Outcome<T>, { ok: true }> { return o.ok; }

class TaskQueue {
  private queue: (() => Promise<void>)[] = [];
  private running = 0;
  done = 0;
  constructor(private concurrency: number) {}
  push(task: () => Promise<void>) {
    this.queue.push(task);
    this.pump();
  }
  private pump() {
    while (this.running < this.concurrency && this.queue.length) {
      const t = this.queue.shift()!;
      this.running++;
      t().finally(() => { this.running--; this.done++; this.pump(); });
    }
  }
}

const results: Outcome<number>[] = [];
const q = new TaskQueue(2);
const jobs = [1, 2, 3, 4].map((n) => async () => {
  const r = await timed(`job${n}`, async () => {
    if (n === 3) throw new Error("boom");
    return n * 10;
  });
  results.push(r);
});
for (const j of jobs) q.push(j);
await new Promise<void>((res) => setTimeout(res, 0));
await Promise.resolve();
const good = results.filter((r) => isSuccess(r) === true);
const bad = results.filter((r) => isSuccess(r) === false);
console.log(good.length, bad.length, q.done);
for (const r of results) console.log(r.ok ? `ok ${r.value}` : `err ${r.error}`);
