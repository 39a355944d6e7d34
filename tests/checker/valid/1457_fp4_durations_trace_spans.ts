// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Unit = "ms" | "s" | "m" | "h";
const FACTOR = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const satisfies Record<Unit, number>;
type Duration = `${number}${Unit}`;

function parseDuration(d: Duration): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(d);
  if (!m) throw new Error(`bad duration ${d}`);
  return Number(m[1]) * FACTOR[m[2] as Unit];
}

function humanize(ms: number): string {
  const parts: string[] = [];
  for (const u of ["h", "m", "s"] as const) {
    const n = Math.floor(ms / FACTOR[u]);
    if (n) parts.push(`${n}${u}`);
    ms -= n * FACTOR[u];
  }
  if (ms || !parts.length) parts.push(`${ms}ms`);
  return parts.join(" ");
}

interface Span { name: string; start: number; end: number; parent?: string }
const spans: Span[] = [
  { name: "request", start: 0, end: parseDuration("1.5s") },
  { name: "auth", start: 10, end: 120, parent: "request" },
  { name: "db", start: 130, end: 1100, parent: "request" },
  { name: "db.query1", start: 140, end: 600, parent: "db" },
  { name: "db.query2", start: 610, end: 1090, parent: "db" },
  { name: "render", start: 1110, end: 1480, parent: "request" },
];

const children = new Map<string | undefined, Span[]>();
for (const s of spans) children.set(s.parent, [...(children.get(s.parent) ?? []), s]);

function print(parent: string | undefined, depth: number): void {
  for (const s of (children.get(parent) ?? []).toSorted((a, b) => a.start - b.start)) {
    const dur = s.end - s.start;
    const self = dur - (children.get(s.name) ?? []).reduce((t, c) => t + (c.end - c.start), 0);
    console.log(`${"  ".repeat(depth)}${s.name.padEnd(12 - depth * 2)} ${humanize(dur).padStart(8)} self=${humanize(self)}`);
    print(s.name, depth + 1);
  }
}
print(undefined, 0);

const budgets: Partial<Record<string, Duration>> = { db: "900ms", render: "1s", auth: "50ms" };
const over = spans.flatMap((s) => {
  const b = budgets[s.name];
  return b && s.end - s.start > parseDuration(b) ? [`${s.name} over by ${humanize(s.end - s.start - parseDuration(b))}`] : [];
});
console.log(over);
console.log(humanize(parseDuration("2h")), humanize(90_061_001), humanize(0));
