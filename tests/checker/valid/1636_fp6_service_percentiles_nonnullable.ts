// Aggregate host metrics per service with Promise.all over Object.entries, NonNullable filtering, percentiles.
type Service = "api" | "worker" | "web";
interface Sample { service: Service; latencyMs: number; ok: boolean; at: number }

const metricsApi = {
  async samples(service: Service): Promise<Sample[] | null> {
    if (service === "web") return null;
    const seed = service === "api" ? 7 : 13;
    return Array.from({ length: 20 }, (_, i) => ({
      service,
      latencyMs: ((i * seed) % 37) * 5 + 20,
      ok: (i * seed) % 11 !== 0,
      at: 1_700_000_000_000 + i * 60_000,
    }));
  },
};

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx];
}

const services: Record<Service, { sloMs: number }> = { api: { sloMs: 150 }, worker: { sloMs: 400 }, web: { sloMs: 200 } };
const fetched = await Promise.all(
  (Object.entries(services) as [Service, { sloMs: number }][]).map(async ([name, cfg]) => {
    const samples = await metricsApi.samples(name);
    return samples ? { name, cfg, samples } : null;
  }),
);
const present = fetched.filter((x): x is NonNullable<typeof x> => x !== null);
const missing = (Object.keys(services) as Service[]).filter((s) => !present.some((p) => p.name === s));

console.log("service  p50  p90  p99  err%  slo");
for (const { name, cfg, samples } of present) {
  const lat = samples.map((s) => s.latencyMs).sort((a, b) => a - b);
  const [p50, p90, p99] = [50, 90, 99].map((p) => percentile(lat, p));
  const errRate = samples.filter((s) => !s.ok).length / samples.length;
  const within = p90 <= cfg.sloMs;
  console.log(
    `${name.padEnd(7)} ${String(p50).padStart(4)} ${String(p90).padStart(4)} ${String(p99).padStart(4)} ${(errRate * 100).toFixed(1).padStart(5)}  ${within ? "met" : "MISSED"}`,
  );
}
if (missing.length) console.log("no data:", missing.join(", "));
const worst = present
  .flatMap((p) => p.samples)
  .reduce<Sample | null>((w, s) => (w === null || s.latencyMs > w.latencyMs ? s : w), null);
if (worst) console.log(`worst: ${worst.service} ${worst.latencyMs}ms at ${new Date(worst.at).toISOString().slice(11, 16)}`);
const minuteBuckets = new Map<number, number>();
for (const s of present.flatMap((p) => p.samples)) {
  const bucket = Math.floor((s.at - 1_700_000_000_000) / 300_000);
  minuteBuckets.set(bucket, (minuteBuckets.get(bucket) ?? 0) + (s.ok ? 0 : 1));
}
console.log("errors per 5 min:", [...minuteBuckets.values()].join(" "));
