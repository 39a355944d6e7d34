// Semaphore-limited batch upload with progress, cancellation flag and per-item error records.
class Semaphore {
  #free: number;
  #waiting: (() => void)[] = [];
  constructor(permits: number) {
    this.#free = permits;
  }
  async acquire(): Promise<() => void> {
    if (this.#free > 0) {
      this.#free--;
    } else {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    };
  }
  get available(): number {
    return this.#free;
  }
}

class UploadError extends Error {
  constructor(readonly file: string, readonly retryable: boolean, cause: unknown) {
    super(`upload of ${file} failed`, { cause });
    this.name = "UploadError";
  }
}

const storage = {
  async put(name: string, size: number): Promise<{ etag: string }> {
    await new Promise((r) => setTimeout(r, size % 7));
    if (name.includes("corrupt")) throw new Error("checksum mismatch");
    if (size > 900) throw new RangeError("object too large");
    return { etag: name.split("").reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(16) };
  },
};

const files = [
  { name: "a.txt", size: 120 }, { name: "b.png", size: 800 }, { name: "corrupt.bin", size: 40 },
  { name: "c.csv", size: 950 }, { name: "d.json", size: 12 }, { name: "e.md", size: 64 },
];
const sem = new Semaphore(2);
const state = { cancelled: false, done: 0, maxInFlight: 0, inFlight: 0 };
const outcome: Record<string, string> = {};

await Promise.all(files.map(async ({ name, size }) => {
  const release = await sem.acquire();
  state.inFlight++;
  state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
  try {
    if (state.cancelled) {
      outcome[name] = "cancelled";
      return;
    }
    const { etag } = await storage.put(name, size);
    outcome[name] = `ok ${etag}`;
  } catch (e) {
    const err = new UploadError(name, !(e instanceof RangeError), e);
    outcome[name] = `${err.message}: ${(err.cause as Error).message}${err.retryable ? " (retry)" : ""}`;
    if (!err.retryable) state.cancelled = true;
  } finally {
    state.inFlight--;
    state.done++;
    release();
  }
}));

for (const f of files) console.log(`${f.name.padEnd(12)} ${outcome[f.name]}`);
console.log(`done ${state.done}/${files.length}, max in flight ${state.maxInFlight}, free ${sem.available}`);
