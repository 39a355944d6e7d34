interface Task { id: string; deps: string[]; minutes: number; owner?: string }
type Graph = ReadonlyMap<string, Task>;

class CycleError extends Error {
  constructor(readonly cycle: string[]) {
    super(`dependency cycle: ${cycle.join(" -> ")}`);
  }
}

function toGraph(tasks: Task[]): Graph {
  const g = new Map(tasks.map((t) => [t.id, t] as const));
  for (const t of tasks) for (const d of t.deps) if (!g.has(d)) throw new ReferenceError(`${t.id} depends on unknown ${d}`);
  return g;
}

function topo(g: Graph): string[] {
  const state = new Map<string, "visiting" | "done">();
  const order: string[] = [];
  const stack: string[] = [];
  const visit = (id: string) => {
    const s = state.get(id);
    if (s === "done") return;
    if (s === "visiting") throw new CycleError([...stack.slice(stack.indexOf(id)), id]);
    state.set(id, "visiting");
    stack.push(id);
    g.get(id)!.deps.forEach(visit);
    stack.pop();
    state.set(id, "done");
    order.push(id);
  };
  [...g.keys()].sort().forEach(visit);
  return order;
}

function criticalPath(g: Graph): { length: number; path: string[] } {
  const memo = new Map<string, { length: number; path: string[] }>();
  const longest = (id: string): { length: number; path: string[] } => {
    const hit = memo.get(id);
    if (hit) return hit;
    const t = g.get(id)!;
    const best = t.deps.map(longest).reduce((a, b) => (b.length > a.length ? b : a), { length: 0, path: [] as string[] });
    const r = { length: best.length + t.minutes, path: [...best.path, id] };
    memo.set(id, r);
    return r;
  };
  return [...g.keys()].map(longest).reduce((a, b) => (b.length > a.length ? b : a));
}

function schedule(g: Graph, workers: number): Map<string, { start: number; end: number; worker: number }> {
  const done = new Map<string, { start: number; end: number; worker: number }>();
  const free = Array.from({ length: workers }, () => 0);
  for (const id of topo(g)) {
    const t = g.get(id)!;
    const ready = Math.max(0, ...t.deps.map((d) => done.get(d)!.end));
    const w = free.reduce((bi, f, i) => (Math.max(f, ready) < Math.max(free[bi], ready) ? i : bi), 0);
    const start = Math.max(free[w], ready);
    done.set(id, { start, end: start + t.minutes, worker: w });
    free[w] = start + t.minutes;
  }
  return done;
}

const tasks: Task[] = [
  { id: "design", deps: [], minutes: 30 },
  { id: "api", deps: ["design"], minutes: 60, owner: "bo" },
  { id: "ui", deps: ["design"], minutes: 45 },
  { id: "tests", deps: ["api", "ui"], minutes: 20 },
  { id: "docs", deps: ["api"], minutes: 15 },
  { id: "release", deps: ["tests", "docs"], minutes: 5 },
];
const g = toGraph(tasks);
console.log(topo(g).join(" "));
console.log(criticalPath(g));
for (const w of [1, 2, 3]) {
  const s = schedule(g, w);
  console.log(w, "workers:", Math.max(...[...s.values()].map((x) => x.end)), "min", [...s].map(([id, x]) => `${id}@${x.start}/w${x.worker}`).join(" "));
}
try {
  topo(toGraph([...tasks, { id: "design2", deps: ["release"], minutes: 1 }].map((t) => (t.id === "design" ? { ...t, deps: ["design2"] } : t))));
} catch (e) {
  if (e instanceof CycleError) console.log(e.message, e.cycle.length);
}
try { toGraph([{ id: "x", deps: ["y"], minutes: 1 }]); } catch (e) { console.log(String(e)); }
