interface Task { id: string; deps: string[]; cost: number; tags?: ReadonlyArray<string> }
class CycleError extends Error {
  constructor(public readonly path: string[]) {
    super(`cycle: ${path.join(" -> ")}`);
    this.name = "CycleError";
  }
}
function topo(tasks: readonly Task[]): Task[] {
  const byId = new Map(tasks.map((t) => [t.id, t] as const));
  const state = new Map<string, "visiting" | "done">();
  const out: Task[] = [];
  const visit = (id: string, stack: string[]): void => {
    const s = state.get(id);
    if (s === "done") return;
    if (s === "visiting") throw new CycleError([...stack.slice(stack.indexOf(id)), id]);
    const t = byId.get(id);
    if (!t) throw new Error(`unknown task ${id}`);
    state.set(id, "visiting");
    for (const d of t.deps) visit(d, [...stack, id]);
    state.set(id, "done");
    out.push(t);
  };
  tasks.forEach((t) => visit(t.id, []));
  return out;
}
const tasks: Task[] = [
  { id: "deploy", deps: ["build", "test"], cost: 3 },
  { id: "build", deps: ["fetch"], cost: 5, tags: ["ci"] },
  { id: "test", deps: ["build"], cost: 8, tags: ["ci", "slow"] },
  { id: "fetch", deps: [], cost: 1 },
];
const order = topo(tasks);
console.log(order.map((t) => t.id).join(" > "));
const finish: Record<string, number> = {};
for (const t of order) finish[t.id] = Math.max(0, ...t.deps.map((d) => finish[d])) + t.cost;
console.log(finish, Math.max(...Object.values(finish)));
const tagged = tasks.flatMap((t) => (t.tags ?? []).map((tag) => [tag, t.id] as [string, string]));
const index = tagged.reduce((m, [tag, id]) => m.set(tag, [...(m.get(tag) ?? []), id]), new Map<string, string[]>());
console.log([...index]);
try {
  topo([...tasks, { id: "fetch2", deps: ["deploy"], cost: 1 }, { id: "x", deps: ["y"], cost: 1 }, { id: "y", deps: ["x"], cost: 1 }]);
} catch (e) {
  if (e instanceof CycleError) console.log(e.message, e.path.length);
  else throw e;
}
function* pairs<T>(xs: readonly T[]): Generator<[T, T]> {
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) yield [xs[i], xs[j]];
}
let n = 0;
for (const [a, b] of pairs(order)) if (a.cost < b.cost) n++;
console.log(n);
