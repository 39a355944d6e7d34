// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
const metrics = [
  { host: "web-1", cpu: 0.72, mem: 0.61, ts: "2024-05-01T10:00:00Z" },
  { host: "web-2", cpu: 0.91, mem: 0.55, ts: "2024-05-01T10:00:00Z" },
  { host: "web-1", cpu: 0.81, mem: 0.66, ts: "2024-05-01T10:05:00Z" },
  { host: "db-1", cpu: 0.35, mem: 0.88, ts: "2024-05-01T10:00:00Z" },
  { host: "web-2", cpu: 0.95, mem: 0.59, ts: "2024-05-01T10:05:00Z" },
  { host: "db-1", cpu: 0.4, mem: 0.93, ts: "2024-05-01T10:05:00Z" },
];
type Metric = (typeof metrics)[number];
type NumericKey = { [K in keyof Metric]: Metric[K] extends number ? K : never }[keyof Metric];

const thresholds = { cpu: 0.9, mem: 0.9 } satisfies Record<NumericKey, number>;

function percentile(values: number[], p: number): number {
  const s = values.toSorted((a, b) => a - b);
  const idx = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1));
  return s[idx];
}

const hosts = [...new Set(metrics.map((m) => m.host))].sort();
const summary = hosts.map((host) => {
  const rows = metrics.filter((m) => m.host === host);
  const agg = (k: NumericKey) => {
    const vs = rows.map((r) => r[k]);
    return { avg: vs.reduce((a, b) => a + b, 0) / vs.length, p90: percentile(vs, 90), max: Math.max(...vs) };
  };
  return { host, samples: rows.length, cpu: agg("cpu"), mem: agg("mem") };
});

for (const s of summary) {
  const alerts = (Object.keys(thresholds) as NumericKey[]).filter((k) => s[k].max >= thresholds[k]);
  console.log(s.host.padEnd(6), s.samples, `cpu avg ${(s.cpu.avg * 100).toFixed(0)}%`, `mem p90 ${(s.mem.p90 * 100).toFixed(0)}%`, alerts.length ? `ALERT ${alerts.join(",")}` : "ok");
}

const latest = metrics.findLast((m) => m.host === "web-1");
console.log(latest?.ts);
const worst = metrics.toSorted((a, b) => b.cpu - a.cpu || a.host.localeCompare(b.host)).slice(0, 2);
console.log(worst.map((w) => `${w.host}@${w.ts.slice(11, 16)}`));
const byTime = Map.prototype.constructor === Map ? new Map<string, Metric[]>() : new Map<string, Metric[]>();
for (const m of metrics) byTime.set(m.ts, [...(byTime.get(m.ts) ?? []), m]);
for (const [ts, ms] of byTime) console.log(ts.slice(11, 16), ms.map((m) => m.host).join(" "));
console.log(metrics.toReversed()[0].host, metrics.with(0, { ...metrics[0], cpu: 0 })[0].cpu);
