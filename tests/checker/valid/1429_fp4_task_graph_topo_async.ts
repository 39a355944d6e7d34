// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface Task {
  id: string;
  deps: string[];
  durationMs: number;
}

const tasks: Task[] = [
  { id: "fetch", deps: [], durationMs: 30 },
  { id: "parse", deps: ["fetch"], durationMs: 10 },
  { id: "lint", deps: ["parse"], durationMs: 5 },
  { id: "typecheck", deps: ["parse"], durationMs: 20 },
  { id: "bundle", deps: ["lint", "typecheck"], durationMs: 15 },
  { id: "docs", deps: ["parse"], durationMs: 8 },
];

function topo(ts: readonly Task[]): string[] {
  const indeg = new Map<string, number>();
  const out = new Map<string, string[]>();
  for (const t of ts) {
    indeg.set(t.id, t.deps.length);
    for (const d of t.deps) out.set(d, [...(out.get(d) ?? []), t.id]);
  }
  const ready = ts.filter((t) => t.deps.length === 0).map((t) => t.id);
  const order: string[] = [];
  while (ready.length) {
    ready.sort();
    const id = ready.shift()!;
    order.push(id);
    for (const next of out.get(id) ?? []) {
      const n = indeg.get(next)! - 1;
      indeg.set(next, n);
      if (n === 0) ready.push(next);
    }
  }
  if (order.length !== ts.length) throw new Error("cycle");
  return order;
}

const order = topo(tasks);
console.log(order.join(" > "));

const byId = new Map(tasks.map((t) => [t.id, t] as const));
const finish = new Map<string, number>();
for (const id of order) {
  const t = byId.get(id)!;
  const start = Math.max(0, ...t.deps.map((d) => finish.get(d) ?? 0));
  finish.set(id, start + t.durationMs);
}
console.log(Object.fromEntries(finish));
const critical = Math.max(...finish.values());
console.log("critical path ms:", critical);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
async function runAll(): Promise<string[]> {
  const started = new Map<string, Promise<void>>();
  const log: string[] = [];
  const run = (id: string): Promise<void> => {
    let p = started.get(id);
    if (!p) {
      const t = byId.get(id)!;
      p = Promise.all(t.deps.map(run)).then(async () => {
        await sleep(t.durationMs);
        log.push(id);
      });
      started.set(id, p);
    }
    return p;
  };
  await Promise.all(tasks.map((t) => run(t.id)));
  return log;
}
console.log((await runAll()).join(","));
