// A small job scheduler: jobs depend on each other, run in topological order with a host call each.
enum JobState { Pending = "pending", Running = "running", Done = "done", Failed = "failed" }

interface JobSpec { name: string; deps: string[]; cost: number }

class CycleError extends Error {
  constructor(readonly path: string[]) {
    super(`dependency cycle: ${path.join(" -> ")}`);
    this.name = "CycleError";
  }
}

const compute = {
  async run(name: string, cost: number): Promise<{ name: string; ms: number }> {
    if (name === "flaky") throw new Error("worker crashed");
    return { name, ms: cost * 10 };
  },
};

const specs: JobSpec[] = [
  { name: "fetch", deps: [], cost: 3 },
  { name: "parse", deps: ["fetch"], cost: 2 },
  { name: "index", deps: ["parse"], cost: 5 },
  { name: "flaky", deps: ["fetch"], cost: 1 },
  { name: "report", deps: ["index", "flaky"], cost: 1 },
  { name: "notify", deps: ["report"], cost: 1 },
];

function topoSort(jobs: readonly JobSpec[]): string[] {
  const byName = new Map(jobs.map((j) => [j.name, j]));
  const order: string[] = [];
  const state = new Map<string, "visiting" | "visited">();
  const visit = (name: string, path: string[]): void => {
    const s = state.get(name);
    if (s === "visited") return;
    if (s === "visiting") throw new CycleError([...path, name]);
    state.set(name, "visiting");
    for (const d of byName.get(name)?.deps ?? []) visit(d, [...path, name]);
    state.set(name, "visited");
    order.push(name);
  };
  jobs.forEach((j) => visit(j.name, []));
  return order;
}

const states: Record<string, JobState> = Object.fromEntries(specs.map((s) => [s.name, JobState.Pending]));
const timings: { name: string; ms: number }[] = [];
const order = topoSort(specs);
console.log("order:", order.join(", "));

outer: for (const name of order) {
  const spec = specs.find((s) => s.name === name)!;
  for (const d of spec.deps) {
    if (states[d] !== JobState.Done) {
      console.log(`skip ${name}: ${d} is ${states[d]}`);
      states[name] = JobState.Failed;
      continue outer;
    }
  }
  states[name] = JobState.Running;
  try {
    timings.push(await compute.run(name, spec.cost));
    states[name] = JobState.Done;
  } catch (e) {
    states[name] = JobState.Failed;
    console.log(`job ${name} failed: ${e instanceof Error ? e.message : e}`);
  }
}

const summary = Object.entries(states).reduce<Partial<Record<JobState, string[]>>>((acc, [n, s]) => {
  (acc[s] ??= []).push(n);
  return acc;
}, {});
console.log(JSON.stringify(summary));
console.log("total ms:", timings.reduce((t, x) => t + x.ms, 0));

try {
  topoSort([{ name: "a", deps: ["b"], cost: 1 }, { name: "b", deps: ["a"], cost: 1 }]);
} catch (e) {
  if (e instanceof CycleError) console.log(e.message, e.path.length);
}
