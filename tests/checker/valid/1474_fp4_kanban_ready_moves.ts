// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Status = "todo" | "doing" | "done";
interface Card { id: number; title: string; status: Status; points: number; owner?: string; blockedBy: number[] }

const board: Card[] = [
  { id: 1, title: "schema", status: "done", points: 3, owner: "ann", blockedBy: [] },
  { id: 2, title: "api", status: "doing", points: 5, owner: "bob", blockedBy: [1] },
  { id: 3, title: "ui", status: "todo", points: 8, blockedBy: [2] },
  { id: 4, title: "docs", status: "todo", points: 2, owner: "ann", blockedBy: [] },
  { id: 5, title: "deploy", status: "todo", points: 1, blockedBy: [2, 3] },
];

const byId = new Map(board.map((c) => [c.id, c]));
const isReady = (c: Card) => c.status === "todo" && c.blockedBy.every((id) => byId.get(id)?.status === "done");

function move(id: number, to: Status): string {
  const c = byId.get(id);
  if (!c) return `#${id} not found`;
  const order: Record<Status, number> = { todo: 0, doing: 1, done: 2 };
  if (order[to] < order[c.status]) return `#${id} cannot go back to ${to}`;
  if (to !== "todo" && c.status === "todo" && !isReady(c)) {
    const open = c.blockedBy.filter((b) => byId.get(b)?.status !== "done");
    return `#${id} blocked by ${open.map((b) => `#${b}`).join(", ")}`;
  }
  c.status = to;
  return `#${id} -> ${to}`;
}

console.log(board.filter(isReady).map((c) => c.title));
console.log([move(3, "doing"), move(2, "done"), move(3, "doing"), move(1, "todo"), move(9, "done")]);
console.log(board.filter(isReady).map((c) => c.title));

const columns = board.reduce(
  (acc, c) => {
    acc[c.status].push(`${c.title}(${c.points})`);
    return acc;
  },
  { todo: [], doing: [], done: [] } as Record<Status, string[]>,
);
console.log(columns);
const velocity = board.filter((c) => c.status === "done").reduce((s, c) => s + c.points, 0);
const remaining = board.filter((c) => c.status !== "done").reduce((s, c) => s + c.points, 0);
console.log({ velocity, remaining, sprints: Math.ceil(remaining / Math.max(1, velocity)) });
const load = board.filter((c) => c.owner === undefined).length;
const owners = [...new Set(board.map((c) => c.owner ?? "unassigned"))].map((o) => [o, board.filter((c) => (c.owner ?? "unassigned") === o).reduce((s, c) => s + c.points, 0)] as const);
console.log(owners, load);
