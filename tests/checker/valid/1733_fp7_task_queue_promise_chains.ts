// Promise chains with then/catch/finally and a small task queue.
interface Job<T> {
  id: string;
  run: () => Promise<T>;
}

class TaskQueue {
  private running = 0;
  private waiting: Array<() => void> = [];
  readonly events: string[] = [];

  constructor(private readonly limit: number) {}

  private acquire(): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(() => {
      this.running++;
    });
  }

  private release(): void {
    this.running--;
    const next = this.waiting.shift();
    if (next) next();
  }

  add<T>(job: Job<T>): Promise<T> {
    return this.acquire()
      .then(() => {
        this.events.push(`start ${job.id}`);
        return job.run();
      })
      .finally(() => {
        this.events.push(`end ${job.id}`);
        this.release();
      });
  }
}

const delay = <T>(ms: number, value: T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(value), ms));

const q = new TaskQueue(2);
const jobs: Job<number>[] = [30, 10, 20, 5].map((ms, i) => ({
  id: `j${i}`,
  run: () => (i === 2 ? Promise.reject(new Error(`job ${i} failed`)) : delay(ms, ms * 2)),
}));

const settled = Promise.allSettled(jobs.map((j) => q.add(j)));
settled
  .then((results) => {
    for (const r of results) {
      console.log(r.status === "fulfilled" ? `ok ${r.value}` : `fail ${(r.reason as Error).message}`);
    }
    return results.filter((r) => r.status === "fulfilled").length;
  })
  .then((okCount) => {
    console.log("ok count", okCount);
    console.log(q.events.join(", "));
  })
  .catch((e) => console.log("unexpected", e))
  .finally(() => console.log("queue drained"));

Promise.race([delay(50, "slow"), delay(1, "fast")]).then((w) => console.log("race:", w));
Promise.any([Promise.reject(new Error("x")), delay(2, 7)]).then((v) => console.log("any:", v + 1));
