enum Level { Debug, Info, Warn, Error }
interface LogLine { ts: string; level: Level; source: string; msg: string; ms?: number }

const RAW = `2024-03-01T10:00:01Z INFO  api     GET /users 200 12ms
2024-03-01T10:00:02Z DEBUG db      query users took 3ms
2024-03-01T10:00:02Z WARN  api     slow GET /orders 200 950ms
2024-03-01T10:00:03Z ERROR worker  job 17 failed: timeout
2024-03-01T10:00:04Z INFO  api     POST /orders 201 40ms
garbage line
2024-03-01T10:00:05Z ERROR api     GET /orders 500 3ms
2024-03-01T10:00:06Z INFO  worker  job 18 done 120ms`;

function parseLine(line: string): LogLine | null {
  const m = /^(\S+)\s+(DEBUG|INFO|WARN|ERROR)\s+(\w+)\s+(.*)$/.exec(line);
  if (!m) return null;
  const [, ts, lvl, source, msg] = m;
  const ms = /(\d+)ms$/.exec(msg)?.[1];
  return { ts, level: Level[(lvl[0] + lvl.slice(1).toLowerCase()) as keyof typeof Level], source, msg, ...(ms ? { ms: Number(ms) } : {}) };
}

const lines = RAW.split("\n").map(parseLine).filter((l): l is LogLine => l !== null);
const bySourceLevel = lines.reduce<Record<string, Partial<Record<keyof typeof Level, number>>>>((acc, l) => {
  const name = Level[l.level] as keyof typeof Level;
  const row = (acc[l.source] ??= {});
  row[name] = (row[name] ?? 0) + 1;
  return acc;
}, {});
console.log(bySourceLevel);

const lastError = lines.findLast((l) => l.level === Level.Error);
const firstWarnIdx = lines.findIndex((l) => l.level >= Level.Warn);
console.log(lastError?.msg, firstWarnIdx, lines.findLastIndex((l) => l.source === "db"));

const slowest = lines.filter((l) => l.ms !== undefined).toSorted((a, b) => (b.ms ?? 0) - (a.ms ?? 0));
console.log(slowest.slice(0, 3).map((l) => `${l.source}:${l.ms}`), lines.length);
const reversed = lines.toReversed().map((l) => l.ts.slice(11, 19));
console.log(reversed.join(" "));
const masked = lines.with(0, { ...lines[0], msg: "[redacted]" }).toSpliced(1, 2);
console.log(masked.map((l) => l.msg).join(" | "), lines[0].msg);

function percentile(xs: readonly number[], p: number): number {
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
const durations = lines.flatMap((l) => (l.ms === undefined ? [] : [l.ms]));
console.log(`p50=${percentile(durations, 50)} p90=${percentile(durations, 90)} max=${Math.max(...durations)}`);
const levels = Object.keys(Level).filter((k) => isNaN(Number(k)));
console.log(levels, Level.Warn, Level[3]);
