enum Priority {
  Low = 1,
  Medium,
  High,
  Critical = 10,
}
enum Status {
  Todo = "todo",
  Doing = "doing",
  Done = "done",
}
const enum Dir {
  Up,
  Down,
}

interface Task {
  title: string;
  priority: Priority;
  status: Status;
}

const tasks: Task[] = [
  { title: "deploy", priority: Priority.Critical, status: Status.Doing },
  { title: "write docs", priority: Priority.Low, status: Status.Todo },
  { title: "fix bug", priority: Priority.High, status: Status.Done },
  { title: "review", priority: Priority.Medium, status: Status.Todo },
];

function badge(p: Priority): string {
  switch (p) {
    case Priority.Low:
      return "·";
    case Priority.Medium:
      return "•";
    case Priority.High:
      return "!";
    case Priority.Critical:
      return "!!!";
  }
}

function next(s: Status): Status | null {
  switch (s) {
    case Status.Todo:
      return Status.Doing;
    case Status.Doing:
      return Status.Done;
    default:
      return null;
  }
}

for (const t of [...tasks].sort((a, b) => b.priority - a.priority)) {
  console.log(`${badge(t.priority).padEnd(3)} ${t.title.padEnd(10)} ${t.status} -> ${next(t.status) ?? "(end)"}`);
}
console.log(Priority[3], Priority["High"], Object.keys(Priority).filter((k) => isNaN(Number(k))));
console.log(Object.values(Status), Status.Done === "done", Dir.Down);
const counts = tasks.reduce(
  (acc, t) => {
    acc[t.status]++;
    return acc;
  },
  { [Status.Todo]: 0, [Status.Doing]: 0, [Status.Done]: 0 } as Record<Status, number>,
);
console.log(counts);
function parseStatus(s: string): Status | undefined {
  return (Object.values(Status) as string[]).includes(s) ? (s as Status) : undefined;
}
console.log(parseStatus("done"), parseStatus("nope"));
let p: Priority = Priority.Low;
p = Priority.High;
p++;
console.log(p, Priority[p] ?? "unnamed", p === Priority.High + 1);
