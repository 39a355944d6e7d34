// Concurrency-limited async task queue with priorities and results in order
type Task<T> = () => Promise<T>;

interface QueueStats {
  started: number;
  finished: number;
  failed: number;
  maxActive: number;
}

class TaskQueue {
  private active = 0;
  private waiting: Array<{ priority: number; run: () => void }> = [];
  readonly stats: QueueStats = { started: 0, finished: 0, failed: 0, maxActive: 0 };

  constructor(private readonly concurrency: number) {
    if (concurrency < 1) throw new RangeError("concurrency must be >= 1");
  }

  add<T>(task: Task<T>, priority = 0): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        this.active++;
        this.stats.started++;
        this.stats.maxActive = Math.max(this.stats.maxActive, this.active);
        task()
          .then(
            (v) => {
              this.stats.finished++;
              resolve(v);
            },
            (e: unknown) => {
              this.stats.failed++;
              reject(e);
            },
          )
          .finally(() => {
            this.active--;
            this.next();
          });
      };
      this.waiting.push({ priority, run });
      this.waiting.sort((a, b) => b.priority - a.priority);
      this.next();
    });
  }

  private next(): void {
    while (this.active < this.concurrency && this.waiting.length > 0) {
      const item = this.waiting.shift();
      item?.run();
    }
  }

  async all<T extends readonly unknown[]>(tasks: { [K in keyof T]: Task<T[K]> }): Promise<T> {
    return Promise.all(tasks.map((t) => this.add(t))) as Promise<unknown[]> as unknown as Promise<T>;
  }
}

const delay = <T,>(ms: number, value: T): Promise<T> => new Promise((r) => setTimeout(() => r(value), ms));
const order: string[] = [];
const q = new TaskQueue(2);

const jobs = ["a", "b", "c", "d", "e"].map((name, i) =>
  q.add(async () => {
    order.push(`start ${name}`);
    await delay(10 * (5 - i), null);
    order.push(`end ${name}`);
    if (name === "d") throw new Error(`job ${name} failed`);
    return name.toUpperCase();
  }, i === 4 ? 10 : 0),
);

const settled = await Promise.allSettled(jobs);
console.log(settled.map((s) => (s.status === "fulfilled" ? s.value : `rejected: ${(s.reason as Error).message}`)));
console.log(order.join(", "));
console.log(q.stats);

const [n, str, flag] = await q.all<[number, string, boolean]>([() => delay(5, 1), () => delay(1, "x"), () => delay(3, true)]);
console.log(n + 1, str.repeat(2), !flag);
