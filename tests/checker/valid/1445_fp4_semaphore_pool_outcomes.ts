// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface Semaphore {
  acquire(): Promise<() => void>;
  readonly available: number;
}

function semaphore(n: number): Semaphore {
  let free = n;
  const waiters: Array<(release: () => void) => void> = [];
  const release = () => {
    const next = waiters.shift();
    if (next) next(release);
    else free++;
  };
  return {
    acquire() {
      if (free > 0) {
        free--;
        return Promise.resolve(release);
      }
      return new Promise<() => void>((resolve) => waiters.push(resolve));
    },
    get available() {
      return free;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

type Outcome<T> = { id: string; ok: true; value: T; ms: number } | { id: string; ok: false; error: string; ms: number };

async function runPool<T>(jobs: Record<string, () => Promise<T>>, concurrency: number): Promise<Outcome<T>[]> {
  const sem = semaphore(concurrency);
  let clock = 0;
  const tasks = Object.entries(jobs).map(async ([id, job]): Promise<Outcome<T>> => {
    const release = await sem.acquire();
    const started = clock;
    try {
      const value = await job();
      clock += 1;
      return { id, ok: true, value, ms: clock - started };
    } catch (e) {
      clock += 1;
      return { id, ok: false, error: e instanceof Error ? e.message : String(e), ms: clock - started };
    } finally {
      release();
    }
  });
  return Promise.all(tasks);
}

const jobs = {
  a: async () => { await sleep(5); return 1; },
  b: async () => { await sleep(1); throw new Error("b failed"); },
  c: async () => 3,
  d: async () => { await sleep(2); return 4; },
};

const outcomes = await runPool(jobs, 2);
for (const o of outcomes) console.log(o.id, o.ok ? `value=${o.value}` : `error=${o.error}`);
const total = outcomes.reduce((s, o) => (o.ok ? s + o.value : s), 0);
console.log("total", total);

type JobKeys = keyof typeof jobs;
type JobValue = Awaited<ReturnType<(typeof jobs)[JobKeys]>>;
const v: JobValue = 5;
console.log(v);

const timeoutRace = await Promise.race([sleep(20).then(() => "slow" as const), sleep(1).then(() => "fast" as const)]);
console.log(timeoutRace);
