const LOG = `2024-03-01T10:00:01Z INFO  api GET /users 200 12ms
2024-03-01T10:00:02Z WARN  api GET /users/7 404 3ms
2024-03-01T10:00:05Z ERROR db  timeout after 5000ms query="select * from orders"
2024-03-01T10:01:00Z INFO  api POST /orders 201 48ms
2024-03-01T10:01:30Z INFO  api GET /orders 200 22ms
malformed line here
2024-03-01T10:02:10Z ERROR api POST /orders 500 130ms
2024-03-01T10:02:11Z DEBUG cache miss key=user:7
2024-03-01T10:03:00Z INFO  api GET /users 200 9ms`;

const LEVELS = ["DEBUG", "INFO", "WARN", "ERROR"] as const;
type Level = (typeof LEVELS)[number];

interface Entry { at: Date; level: Level; source: string; message: string }
interface HttpEntry extends Entry { method: string; path: string; status: number; ms: number }

const LINE = /^(\S+)\s+(DEBUG|INFO|WARN|ERROR)\s+(\w+)\s+(.*)$/;
const HTTP = /^(GET|POST|PUT|DELETE)\s+(\S+)\s+(\d{3})\s+(\d+)ms$/;

function parseLine(line: string): Entry | HttpEntry | null {
  const m = LINE.exec(line);
  if (!m) return null;
  const [, ts, level, source, message] = m;
  const base: Entry = { at: new Date(ts), level: level as Level, source, message };
  const h = HTTP.exec(message);
  if (!h) return base;
  return { ...base, method: h[1], path: h[2], status: Number(h[3]), ms: Number(h[4]) };
}

const isHttp = (e: Entry): e is HttpEntry => "status" in e;

const parsed = LOG.split("\n").map((line, i) => ({ line: i + 1, entry: parseLine(line) }));
const bad = parsed.filter((p) => p.entry === null).map((p) => p.line);
const entries = parsed.flatMap((p) => (p.entry ? [p.entry] : []));
console.log("entries", entries.length, "bad lines", bad);

const levelCounts = Object.fromEntries(LEVELS.map((l) => [l, entries.filter((e) => e.level === l).length])) as Record<Level, number>;
console.log(levelCounts);

const http = entries.filter(isHttp);
const byRoute = new Map<string, { n: number; total: number; errors: number }>();
for (const { method, path, ms, status } of http) {
  const key = `${method} ${path.replace(/\/\d+/g, "/:id")}`;
  const s = byRoute.get(key) ?? { n: 0, total: 0, errors: 0 };
  s.n++;
  s.total += ms;
  if (status >= 400) s.errors++;
  byRoute.set(key, s);
}
[...byRoute.entries()]
  .sort((a, b) => b[1].total / b[1].n - a[1].total / a[1].n)
  .forEach(([route, s]) => console.log(route.padEnd(16), `avg=${(s.total / s.n).toFixed(1)}ms`, `err=${s.errors}/${s.n}`));

const minLevel = (min: Level) => (e: Entry) => LEVELS.indexOf(e.level) >= LEVELS.indexOf(min);
console.log(entries.filter(minLevel("WARN")).map((e) => `${e.at.toISOString().slice(11, 19)} ${e.level} ${e.message}`));
const span = entries.at(-1)!.at.getTime() - entries[0].at.getTime();
console.log(`span ${span / 1000}s, rate ${(entries.length / (span / 60000)).toFixed(2)}/min`);
const kv = entries.flatMap((e) => [...e.message.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, k, v]) => [k, v.replace(/^"|"$/g, "")]));
console.log(kv);
const slowest = http.reduce((a, b) => (b.ms > a.ms ? b : a));
console.log("slowest", slowest.path, slowest.ms, isHttp(entries[2]));
