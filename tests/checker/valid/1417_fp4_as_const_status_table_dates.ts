// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
const STATUS = {
  active: { label: "Active", color: "green", weight: 3 },
  paused: { label: "Paused", color: "yellow", weight: 2 },
  archived: { label: "Archived", color: "grey", weight: 1 },
} as const;

type Status = keyof typeof STATUS;
type StatusLabel = (typeof STATUS)[Status]["label"];

interface Project {
  name: string;
  status: Status;
  owner: string | null;
  updated: Date;
}

const projects: Project[] = [
  { name: "alpha", status: "active", owner: "kim", updated: new Date(Date.UTC(2024, 0, 15)) },
  { name: "beta", status: "archived", owner: null, updated: new Date(Date.UTC(2023, 10, 2)) },
  { name: "gamma", status: "paused", owner: "lee", updated: new Date(Date.UTC(2024, 1, 29)) },
  { name: "delta", status: "active", owner: "kim", updated: new Date(Date.UTC(2024, 2, 3)) },
];

const label = (s: Status): StatusLabel => STATUS[s].label;

const sorted = projects.slice().sort(
  (a, b) =>
    STATUS[b.status].weight - STATUS[a.status].weight ||
    b.updated.getTime() - a.updated.getTime() ||
    a.name.localeCompare(b.name),
);

for (const p of sorted) {
  const when = p.updated.toISOString().slice(0, 10);
  console.log(`${p.name.padEnd(6)} ${label(p.status).padEnd(9)} ${p.owner ?? "-"} ${when}`);
}

const owners = [...new Set(projects.map((p) => p.owner).filter((o): o is string => o !== null))];
console.log(owners);

const counts = Object.fromEntries(
  (Object.keys(STATUS) as Status[]).map((s) => [s, projects.filter((p) => p.status === s).length]),
) as Record<Status, number>;
console.log(counts);

const cutoff = new Date(Date.UTC(2024, 1, 1));
const stale = projects.filter((p) => p.updated < cutoff).map((p) => p.name);
console.log("stale:", stale);

function daysBetween(a: Date, b: Date): number {
  return Math.floor(Math.abs(b.getTime() - a.getTime()) / 86_400_000);
}
console.log(daysBetween(projects[0].updated, projects[3].updated));

const colors = Object.values(STATUS).map((v) => v.color);
console.log(colors.join("/"));
