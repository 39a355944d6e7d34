type EventMap = {
  connect: [host: string, port: number];
  message: [from: string, body: string, at: Date];
  error: [err: Error];
  close: [];
};

type Handler<A extends unknown[]> = (...args: A) => void;

class Channel<E extends { [K in keyof E]: unknown[] }> {
  private handlers: { [K in keyof E]?: Array<Handler<E[K]>> } = {};
  private counts = new Map<keyof E, number>();

  on<K extends keyof E>(event: K, handler: Handler<E[K]>): this {
    (this.handlers[event] ??= []).push(handler);
    return this;
  }

  emit<K extends keyof E>(event: K, ...args: E[K]): boolean {
    this.counts.set(event, (this.counts.get(event) ?? 0) + 1);
    const hs = this.handlers[event];
    if (!hs || hs.length === 0) return false;
    hs.forEach((h) => h(...args));
    return true;
  }

  listenerCount(event: keyof E): number {
    return this.handlers[event]?.length ?? 0;
  }

  emitted(): Array<[keyof E, number]> {
    return [...this.counts];
  }
}

const transcript: string[] = [];
const ch = new Channel<EventMap>()
  .on("connect", (host, port) => transcript.push(`connected to ${host}:${port}`))
  .on("message", (from, body, at) => transcript.push(`[${at.toISOString().slice(11, 19)}] ${from}: ${body}`))
  .on("message", (_from, body) => {
    if (body.includes("!")) transcript.push("  (excited)");
  })
  .on("error", (err) => transcript.push(`error: ${err.message}`))
  .on("close", () => transcript.push("closed"));

ch.emit("connect", "chat.local", 6667);
ch.emit("message", "ann", "hello", new Date(Date.UTC(2024, 0, 1, 9, 30, 0)));
ch.emit("message", "bob", "hi ann!", new Date(Date.UTC(2024, 0, 1, 9, 31, 5)));
ch.emit("error", new RangeError("frame too large"));
const delivered = ch.emit("close");
console.log(transcript.join("\n"));
console.log(delivered, ch.listenerCount("message"), ch.emitted().map(([k, n]) => `${String(k)}=${n}`).join(" "));

function once<A extends unknown[]>(fn: Handler<A>): Handler<A> {
  let done = false;
  return (...args) => {
    if (done) return;
    done = true;
    fn(...args);
  };
}
const seen: number[] = [];
const c2 = new Channel<{ tick: [n: number] }>().on("tick", once((n) => seen.push(n))).on("tick", (n) => seen.push(n * 10));
for (let i = 1; i <= 3; i++) c2.emit("tick", i);
console.log(seen);
