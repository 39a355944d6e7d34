// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class RateLimiter {
  private tokens: number;
  private queue: Array<() => void> = [];
  constructor(private readonly capacity: number, private readonly refillEveryMs: number) {
    this.tokens = capacity;
  }

  private refill(): void {
    this.tokens = this.capacity;
    while (this.tokens > 0 && this.queue.length > 0) {
      this.tokens--;
      this.queue.shift()!();
    }
    if (this.queue.length > 0) setTimeout(() => this.refill(), this.refillEveryMs);
  }

  acquire(): Promise<void> {
    if (this.tokens > 0) {
      this.tokens--;
      if (this.tokens === 0) setTimeout(() => this.refill(), this.refillEveryMs);
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  async schedule<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    return task();
  }
}

const limiter = new RateLimiter(2, 5);
const order: string[] = [];
const jobs = ["a", "b", "c", "d", "e"].map((id, i) =>
  limiter.schedule(async () => {
    order.push(id);
    return { id, i };
  }),
);
const done = await Promise.all(jobs);
console.log(order.join(""), done.length, done[4]);

async function mapLimit<T, R>(items: T[], limit: number, fn: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  });
  await Promise.all(workers);
  return results;
}

const squares = await mapLimit([1, 2, 3, 4, 5, 6], 2, async (n) => n * n);
console.log(squares);

const firstOk = await Promise.any([
  Promise.reject(new Error("x")),
  new Promise<string>((r) => setTimeout(() => r("late"), 3)),
  Promise.resolve("early"),
]);
console.log(firstOk);
