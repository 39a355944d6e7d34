// Render a Gantt-like text chart of tasks from a host project API, with date math and overlap checks.
interface Task { id: string; name: string; start: string; end: string; deps?: string[]; owner: string }
class ScheduleConflict extends Error {
  constructor(readonly task: string, readonly dependsOn: string, readonly gapDays: number) {
    super(`${task} starts ${-gapDays}d before ${dependsOn} ends`);
    this.name = "ScheduleConflict";
  }
}

const projects = {
  async tasks(id: number): Promise<Task[]> {
    if (id !== 7) throw new Error(`project ${id} not found`);
    return [
      { id: "a", name: "Design", start: "2024-05-01", end: "2024-05-08", owner: "kim" },
      { id: "b", name: "Build API", start: "2024-05-06", end: "2024-05-20", deps: ["a"], owner: "lee" },
      { id: "c", name: "Build UI", start: "2024-05-09", end: "2024-05-24", deps: ["a"], owner: "kim" },
      { id: "d", name: "Integrate", start: "2024-05-22", end: "2024-05-29", deps: ["b", "c"], owner: "lee" },
      { id: "e", name: "Launch", start: "2024-05-30", end: "2024-05-31", deps: ["d"], owner: "max" },
    ];
  },
};

const DAY = 86_400_000;
const toDay = (s: string) => Math.floor(Date.parse(`${s}T00:00:00Z`) / DAY);
let tasks: Task[];
try {
  tasks = await projects.tasks(7);
} catch (e) {
  console.log("cannot load:", e instanceof Error ? e.message : e);
  tasks = [];
}
const byId = new Map(tasks.map((t) => [t.id, t]));
const first = Math.min(...tasks.map((t) => toDay(t.start)));
const last = Math.max(...tasks.map((t) => toDay(t.end)));

const conflicts: ScheduleConflict[] = [];
for (const t of tasks) {
  for (const dep of t.deps ?? []) {
    const d = byId.get(dep);
    if (!d) continue;
    const gap = toDay(t.start) - toDay(d.end);
    if (gap < 0) conflicts.push(new ScheduleConflict(t.name, d.name, gap));
  }
}

const width = last - first + 1;
const header = Array.from({ length: width }, (_, i) => {
  const date = new Date((first + i) * DAY);
  return date.getUTCDay() === 1 ? "|" : date.getUTCDate() % 10 === 0 ? String(date.getUTCDate() / 10) : " ";
}).join("");
console.log(`${"".padEnd(12)} ${header}`);
for (const t of tasks) {
  const s = toDay(t.start) - first;
  const len = toDay(t.end) - toDay(t.start) + 1;
  const bar = " ".repeat(s) + "█".repeat(len) + " ".repeat(width - s - len);
  console.log(`${t.name.padEnd(12)} ${bar} ${t.owner}`);
}
const load = tasks.reduce<Map<string, number>>((m, t) => m.set(t.owner, (m.get(t.owner) ?? 0) + toDay(t.end) - toDay(t.start) + 1), new Map());
console.log("days per owner:", [...load].map(([o, d]) => `${o}=${d}`).join(", "));
for (const c of conflicts) console.log(`! ${c.name}: ${c.message}`);
const critical = tasks.findLast((t) => toDay(t.end) === last);
console.log(`span ${width} days, ends with ${critical?.name ?? "?"} on ${new Date(last * DAY).toDateString()}`);
