// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface Job { id: string; cron: string; lastRun?: number; enabled: boolean }
type Field = "minute" | "hour" | "dom" | "month" | "dow";
const RANGES: Record<Field, readonly [number, number]> = { minute: [0, 59], hour: [0, 23], dom: [1, 31], month: [1, 12], dow: [0, 6] };
const ORDER: readonly Field[] = ["minute", "hour", "dom", "month", "dow"];

type Parsed = Record<Field, Set<number>>;

function parseField(spec: string, [lo, hi]: readonly [number, number]): Set<number> {
  const out = new Set<number>();
  for (const part of spec.split(",")) {
    const [range, stepStr] = part.split("/");
    const step = stepStr ? Number(stepStr) : 1;
    const [a, b] = range === "*" ? [lo, hi] : range.includes("-") ? range.split("-").map(Number) : [Number(range), stepStr ? hi : Number(range)];
    if ([a, b, step].some(Number.isNaN) || a < lo || b > hi || step < 1) throw new RangeError(`bad field "${spec}"`);
    for (let v = a; v <= b; v += step) out.add(v);
  }
  return out;
}

function parseCron(expr: string): Parsed {
  const parts = expr.trim().split(/\s+/);
  if (parts.length !== 5) throw new SyntaxError(`expected 5 fields, got ${parts.length}`);
  return Object.fromEntries(ORDER.map((f, i) => [f, parseField(parts[i], RANGES[f])])) as Parsed;
}

function matches(p: Parsed, d: Date): boolean {
  return p.minute.has(d.getUTCMinutes()) && p.hour.has(d.getUTCHours()) && p.dom.has(d.getUTCDate()) && p.month.has(d.getUTCMonth() + 1) && p.dow.has(d.getUTCDay());
}

function nextRuns(expr: string, from: Date, n: number): string[] {
  const p = parseCron(expr);
  const out: string[] = [];
  let t = Math.ceil(from.getTime() / 60_000) * 60_000;
  for (let guard = 0; out.length < n && guard < 60 * 24 * 40; guard++, t += 60_000) {
    const d = new Date(t);
    if (matches(p, d)) out.push(d.toISOString().slice(0, 16));
  }
  return out;
}

const jobs: Job[] = [
  { id: "backup", cron: "30 2 * * *", enabled: true },
  { id: "report", cron: "0 9 * * 1-5", enabled: true },
  { id: "poll", cron: "*/15 * * * *", enabled: true },
  { id: "broken", cron: "61 * * * *", enabled: true },
  { id: "short", cron: "* *", enabled: false },
];
const from = new Date("2024-03-08T23:50:00Z");
for (const j of jobs) {
  try {
    console.log(j.id.padEnd(7), nextRuns(j.cron, from, 3).join(" | "));
  } catch (e) {
    const kind = e instanceof RangeError ? "range" : e instanceof SyntaxError ? "syntax" : "other";
    console.log(j.id.padEnd(7), `${kind}: ${(e as Error).message}`);
  }
}
