// Typed event emitter driving a crawl of host documents; listeners keyed by event name.
type Events = {
  fetched: { url: string; bytes: number };
  skipped: { url: string; reason: string };
  done: { pages: number; elapsedMs: number };
};

type Listener<T> = (payload: T) => void;

class Emitter<E extends Record<string, unknown>> {
  private listeners: { [K in keyof E]?: Listener<E[K]>[] } = {};
  on<K extends keyof E>(event: K, fn: Listener<E[K]>): () => void {
    const list = (this.listeners[event] ??= []);
    list.push(fn);
    return () => {
      const i = list.indexOf(fn);
      if (i >= 0) list.splice(i, 1);
    };
  }
  emit<K extends keyof E>(event: K, payload: E[K]): number {
    const list = this.listeners[event] ?? [];
    for (const fn of [...list]) fn(payload);
    return list.length;
  }
}

const web = {
  async get(url: string): Promise<{ status: number; body: string }> {
    if (url.endsWith("/private")) return { status: 403, body: "" };
    const links = url.split("/").length < 5 ? [`${url}/a`, `${url}/b`, `${url}/private`] : [];
    return { status: 200, body: links.map((l) => `<a href="${l}">x</a>`).join("") };
  },
};

const em = new Emitter<Events>();
const sizes: number[] = [];
const reasons = new Map<string, number>();
em.on("fetched", ({ bytes }) => sizes.push(bytes));
const off = em.on("skipped", (p) => reasons.set(p.reason, (reasons.get(p.reason) ?? 0) + 1));
em.on("done", ({ pages, elapsedMs }) => console.log(`crawled ${pages} pages in ${elapsedMs}ms`));

const queue: string[] = ["https://ex.com"];
const seen = new Set<string>(queue);
let clock = 0;
const started = clock;
while (queue.length > 0) {
  const url = queue.shift()!;
  clock += 7;
  const res = await web.get(url);
  if (res.status !== 200) {
    em.emit("skipped", { url, reason: `HTTP ${res.status}` });
    continue;
  }
  em.emit("fetched", { url, bytes: res.body.length });
  for (const m of res.body.matchAll(/href="(?<href>[^"]+)"/g)) {
    const href = m.groups?.href;
    if (!href) continue;
    if (seen.has(href)) {
      em.emit("skipped", { url: href, reason: "duplicate" });
    } else {
      seen.add(href);
      queue.push(href);
    }
  }
}
em.emit("done", { pages: sizes.length, elapsedMs: clock - started });
off();
const delivered = em.emit("skipped", { url: "x", reason: "late" });
console.log("sizes", sizes.join(","), "skips", Object.fromEntries(reasons), "late listeners", delivered);
