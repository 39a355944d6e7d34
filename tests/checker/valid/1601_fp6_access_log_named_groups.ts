// Parse a web server log with named groups and summarise status codes and slow endpoints.
const LOG = `
2024-05-01T12:00:01Z GET /api/users 200 123ms ip=10.0.0.1
2024-05-01T12:00:02Z POST /api/orders 201 340ms ip=10.0.0.2
2024-05-01T12:00:03Z GET /api/users/17 404 12ms ip=10.0.0.1
2024-05-01T12:00:05Z GET /api/orders 500 1203ms ip=10.0.0.3
garbage line here
2024-05-01T12:00:09Z DELETE /api/orders/3 204 88ms ip=10.0.0.2
2024-05-01T12:01:10Z GET /api/users 200 97ms ip=10.0.0.4
`;

type Method = "GET" | "POST" | "PUT" | "DELETE";
interface Entry { at: Date; method: Method; path: string; status: number; ms: number; ip: string }

const LINE = /^(?<ts>\S+) (?<method>GET|POST|PUT|DELETE) (?<path>\S+) (?<status>\d{3}) (?<ms>\d+)ms ip=(?<ip>[\d.]+)$/gm;

function assertMethod(m: string): asserts m is Method {
  if (!["GET", "POST", "PUT", "DELETE"].includes(m)) throw new Error(`bad method ${m}`);
}

const entries: Entry[] = [];
for (const match of LOG.matchAll(LINE)) {
  const g = match.groups;
  if (!g) continue;
  const method = g.method;
  assertMethod(method);
  entries.push({
    at: new Date(g.ts),
    method,
    path: g.path.replace(/\/\d+(?=\/|$)/g, "/:id"),
    status: Number(g.status),
    ms: parseInt(g.ms, 10),
    ip: g.ip,
  });
}

const byClass = entries.reduce<Record<string, number>>((acc, e) => {
  const cls = `${Math.floor(e.status / 100)}xx`;
  acc[cls] = (acc[cls] ?? 0) + 1;
  return acc;
}, {});

const latency = new Map<string, number[]>();
for (const e of entries) {
  const key = `${e.method} ${e.path}`;
  const list = latency.get(key);
  if (list) list.push(e.ms);
  else latency.set(key, [e.ms]);
}

console.log("status classes:", JSON.stringify(byClass));
const rows = [...latency].map(([key, ms]) => ({
  key,
  n: ms.length,
  avg: ms.reduce((s, x) => s + x, 0) / ms.length,
  max: Math.max(...ms),
}));
rows.sort((a, b) => b.avg - a.avg);
for (const r of rows) {
  console.log(`${r.key.padEnd(24)} n=${String(r.n).padStart(2)} avg=${r.avg.toFixed(1).padStart(7)}ms max=${r.max}`);
}

const first = entries.at(0);
const last = entries.at(-1);
if (first && last) {
  const spanSec = (last.at.getTime() - first.at.getTime()) / 1000;
  console.log(`window: ${spanSec}s, ${(entries.length / spanSec).toFixed(3)} req/s`);
}
const lastError = entries.findLast((e) => e.status >= 500);
console.log("last 5xx:", lastError ? `${lastError.path} at ${lastError.at.toISOString()}` : "none");
const uniqueIps = new Set(entries.map((e) => e.ip));
console.log("unique ips:", uniqueIps.size);
