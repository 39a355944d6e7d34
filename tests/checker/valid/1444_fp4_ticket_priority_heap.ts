// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Priority = "low" | "normal" | "high" | "urgent";
const PRIORITY_ORDER: Record<Priority, number> = { urgent: 0, high: 1, normal: 2, low: 3 };

interface Ticket {
  id: number;
  title: string;
  priority: Priority;
  assignee?: string;
  createdAt: Date;
  closedAt?: Date;
  labels: Set<string>;
}

class PriorityQueue<T> {
  private heap: T[] = [];
  constructor(private readonly cmp: (a: T, b: T) => number) {}
  get size() {
    return this.heap.length;
  }
  push(...xs: T[]): void {
    for (const x of xs) {
      this.heap.push(x);
      let i = this.heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (this.cmp(this.heap[i], this.heap[p]) >= 0) break;
        [this.heap[i], this.heap[p]] = [this.heap[p], this.heap[i]];
        i = p;
      }
    }
  }
  pop(): T | undefined {
    if (this.heap.length === 0) return undefined;
    const top = this.heap[0];
    const last = this.heap.pop()!;
    if (this.heap.length) {
      this.heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < this.heap.length && this.cmp(this.heap[l], this.heap[m]) < 0) m = l;
        if (r < this.heap.length && this.cmp(this.heap[r], this.heap[m]) < 0) m = r;
        if (m === i) break;
        [this.heap[i], this.heap[m]] = [this.heap[m], this.heap[i]];
        i = m;
      }
    }
    return top;
  }
  *drain(): Generator<T, void, undefined> {
    let x: T | undefined;
    while ((x = this.pop()) !== undefined) yield x;
  }
}

const day = (n: number) => new Date(Date.UTC(2024, 8, n));
const tickets: Ticket[] = [
  { id: 1, title: "login broken", priority: "urgent", createdAt: day(3), labels: new Set(["auth", "bug"]) },
  { id: 2, title: "typo on homepage", priority: "low", createdAt: day(1), labels: new Set(["ui"]) },
  { id: 3, title: "slow reports", priority: "high", assignee: "mo", createdAt: day(2), labels: new Set(["perf"]) },
  { id: 4, title: "export csv", priority: "normal", createdAt: day(2), closedAt: day(5), labels: new Set(["feature"]) },
  { id: 5, title: "2fa codes", priority: "urgent", assignee: "jo", createdAt: day(1), labels: new Set(["auth"]) },
];

const q = new PriorityQueue<Ticket>(
  (a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
);
q.push(...tickets.filter((t) => !t.closedAt));
console.log("open:", q.size);
for (const t of q.drain()) console.log(`#${t.id} [${t.priority}] ${t.title} ${t.assignee ?? "(unassigned)"} ${[...t.labels].join(",")}`);

const labelCounts = tickets.flatMap((t) => [...t.labels]).reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map<string, number>());
console.log([...labelCounts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, 3));
const ttr = tickets.filter((t): t is Ticket & { closedAt: Date } => t.closedAt instanceof Date).map((t) => (t.closedAt.getTime() - t.createdAt.getTime()) / 86400000);
console.log("days to resolve:", ttr);
