// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Level = "debug" | "info" | "warn" | "error";
const LEVELS = ["debug", "info", "warn", "error"] as const satisfies readonly Level[];
const rank = Object.fromEntries(LEVELS.map((l, i) => [l, i])) as Record<Level, number>;

interface LogLine {
  ts: number;
  level: Level;
  msg: string;
  ctx?: Record<string, string | number>;
}

const raw = `1700000000000 info server started port=8080
1700000001500 debug cache warm keys=120
1700000002000 warn slow query ms=1530 table=orders
1700000003000 error failed job id=42
1700000004200 info request path=/api status=200
garbage line here
1700000005000 warn slow query ms=2210 table=users`;

function parseLine(line: string): LogLine | null {
  const m = /^(\d+) (debug|info|warn|error) (.*)$/.exec(line);
  if (!m) return null;
  const [, ts, level, rest] = m;
  const ctx: Record<string, string | number> = {};
  const words: string[] = [];
  for (const part of rest.split(" ")) {
    const eq = part.indexOf("=");
    if (eq > 0) {
      const v = part.slice(eq + 1);
      ctx[part.slice(0, eq)] = /^\d+$/.test(v) ? Number(v) : v;
    } else words.push(part);
  }
  return { ts: Number(ts), level: level as Level, msg: words.join(" "), ...(Object.keys(ctx).length ? { ctx } : {}) };
}

const lines = raw.split("\n").map(parseLine);
const parsed = lines.filter((l): l is LogLine => l !== null);
console.log(`parsed ${parsed.length}/${lines.length}`);

const atLeast = (min: Level) => (l: LogLine) => rank[l.level] >= rank[min];
for (const l of parsed.filter(atLeast("warn"))) {
  const d = new Date(l.ts);
  console.log(d.toISOString().slice(11, 19), l.level.toUpperCase().padEnd(5), l.msg, JSON.stringify(l.ctx ?? {}));
}

const slow = parsed
  .filter((l) => l.msg === "slow query" && typeof l.ctx?.ms === "number")
  .map((l) => ({ table: String(l.ctx?.table), ms: l.ctx!.ms as number }));
console.log(slow, Math.max(...slow.map((s) => s.ms)));

const perLevel = new Map<Level, number>(LEVELS.map((l) => [l, 0]));
parsed.forEach((l) => perLevel.set(l.level, (perLevel.get(l.level) ?? 0) + 1));
console.log([...perLevel].map(([k, v]) => `${k}=${v}`).join(" "));

const span = parsed.at(-1)!.ts - parsed[0].ts;
console.log(`span ${span / 1000}s`);
