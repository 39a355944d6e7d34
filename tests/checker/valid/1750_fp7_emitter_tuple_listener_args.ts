// Event emitter with tuple-typed listener arguments.
type EventArgs = {
  connect: [host: string, port: number];
  data: [chunk: string];
  close: [];
  error: [err: Error, fatal: boolean];
};

class Emitter<E extends Record<string, unknown[]>> {
  private handlers: { [K in keyof E]?: Array<(...args: E[K]) => void> } = {};

  on<K extends keyof E>(event: K, fn: (...args: E[K]) => void): this {
    (this.handlers[event] ??= []).push(fn);
    return this;
  }

  emit<K extends keyof E>(event: K, ...args: E[K]): boolean {
    const hs = this.handlers[event];
    if (!hs || hs.length === 0) return false;
    hs.forEach((h) => h(...args));
    return true;
  }

  listenerCount(event: keyof E): number {
    return this.handlers[event]?.length ?? 0;
  }
}

const conn = new Emitter<EventArgs>();
const received: string[] = [];

conn
  .on("connect", (host, port) => console.log(`connected to ${host}:${port}`))
  .on("data", (chunk) => received.push(chunk))
  .on("data", (chunk) => {
    if (chunk.includes("!")) console.log("exclaimed:", chunk);
  })
  .on("error", (err, fatal) => console.log(fatal ? "FATAL" : "warn", err.message))
  .on("close", () => console.log("closed after", received.length, "chunks"));

conn.emit("connect", "db.local", 5432);
conn.emit("data", "hello");
conn.emit("data", "world!");
conn.emit("error", new Error("slow query"), false);
conn.emit("close");
console.log(conn.listenerCount("data"), conn.listenerCount("close"), received.join(" "));

const quiet = new Emitter<{ tick: [n: number] }>();
console.log(quiet.emit("tick", 1));
let total = 0;
quiet.on("tick", (n) => (total += n));
[1, 2, 3].forEach((n) => quiet.emit("tick", n));
console.log(total);
