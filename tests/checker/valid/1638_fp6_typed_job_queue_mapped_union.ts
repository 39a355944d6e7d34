// Typed job queue: payloads keyed by job kind, a handler table as a mapped type, dispatch and retries.
type JobMap = {
  email: { to: string; subject: string };
  resize: { url: string; width: number; height?: number };
  webhook: { endpoint: string; body: Record<string, unknown> };
};
type Kind = keyof JobMap;
type Job<K extends Kind = Kind> = { [P in K]: { id: number; kind: P; payload: JobMap[P]; tries: number } }[K];
type Handlers = { [K in Kind]: (payload: JobMap[K]) => Promise<string> };

class PermanentFailure extends Error {}

const handlers: Handlers = {
  async email({ to, subject }) {
    if (!to.includes("@")) throw new PermanentFailure(`bad address ${to}`);
    return `mailed ${to}: ${subject}`;
  },
  async resize({ url, width, height = Math.round(width * 0.75) }) {
    return `resized ${url.split("/").at(-1)} to ${width}x${height}`;
  },
  async webhook({ endpoint, body }) {
    if (endpoint.includes("flaky") && Object.keys(body).length < 2) throw new Error("503 from receiver");
    return `posted ${JSON.stringify(body)} to ${endpoint.replace(/^https?:\/\/([^/]+).*$/, "$1")}`;
  },
};

let nextId = 1;
const queue: Job[] = [];
function enqueue<K extends Kind>(kind: K, payload: JobMap[K]): number {
  const job = { id: nextId++, kind, payload, tries: 0 } as Job;
  queue.push(job);
  return job.id;
}

async function dispatch(job: Job): Promise<string> {
  switch (job.kind) {
    case "email": return handlers.email(job.payload);
    case "resize": return handlers.resize(job.payload);
    case "webhook": return handlers.webhook(job.payload);
  }
}

enqueue("email", { to: "ops@example.com", subject: "nightly report" });
enqueue("resize", { url: "https://cdn.example.com/img/cat.png", width: 640 });
enqueue("webhook", { endpoint: "https://flaky.example.net/hook", body: { event: "done" } });
enqueue("email", { to: "nobody", subject: "x" });
enqueue("resize", { url: "https://cdn.example.com/a.jpg", width: 100, height: 100 });

const done: string[] = [];
const dead: string[] = [];
const MAX_TRIES = 3;
while (queue.length) {
  const job = queue.shift()!;
  job.tries++;
  try {
    done.push(`#${job.id} ${await dispatch(job)}`);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    if (e instanceof PermanentFailure || job.tries >= MAX_TRIES) dead.push(`#${job.id} ${job.kind} after ${job.tries}: ${msg}`);
    else queue.push(job);
  }
}
console.log(done.join("\n"));
console.log("dead letters:\n" + dead.map((d) => "  " + d).join("\n"));
const kinds = done.map((d) => d.split(" ")[1]).reduce<Record<string, number>>((acc, k) => ({ ...acc, [k]: (acc[k] ?? 0) + 1 }), {});
console.log(kinds);
