// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Reading = { sensor: `${"temp" | "hum"}-${number}`; at: string; value: number | null };

const readings: Reading[] = [
  { sensor: "temp-1", at: "2024-08-01T00:00:00Z", value: 21.5 },
  { sensor: "temp-1", at: "2024-08-01T01:00:00Z", value: null },
  { sensor: "temp-1", at: "2024-08-01T02:00:00Z", value: 23.1 },
  { sensor: "hum-1", at: "2024-08-01T00:00:00Z", value: 55 },
  { sensor: "hum-1", at: "2024-08-01T01:00:00Z", value: 58 },
  { sensor: "temp-2", at: "2024-08-01T00:00:00Z", value: 19 },
  { sensor: "temp-2", at: "2024-08-01T03:00:00Z", value: 35.2 },
];

type Kind<S extends string> = S extends `${infer K}-${string}` ? K : never;
type SensorKind = Kind<Reading["sensor"]>;
const units: Record<SensorKind, string> = { temp: "°C", hum: "%" };
const kindOf = (s: Reading["sensor"]) => s.split("-")[0] as SensorKind;

function fillGaps(rs: Reading[]): Array<Reading & { value: number; filled: boolean }> {
  return rs.map((r, i) => {
    if (r.value !== null) return { ...r, value: r.value, filled: false };
    const prev = rs.slice(0, i).reverse().find((x) => x.value !== null)?.value ?? null;
    const next = rs.slice(i + 1).find((x) => x.value !== null)?.value ?? null;
    const value = prev !== null && next !== null ? (prev + next) / 2 : (prev ?? next ?? 0);
    return { ...r, value, filled: true };
  });
}

const bySensor = new Map<Reading["sensor"], Reading[]>();
for (const r of readings) bySensor.set(r.sensor, [...(bySensor.get(r.sensor) ?? []), r]);

const hour = (iso: string) => new Date(iso).getUTCHours();
for (const [sensor, rs] of bySensor) {
  const filled = fillGaps(rs.toSorted((a, b) => a.at.localeCompare(b.at)));
  const u = units[kindOf(sensor)];
  const values = filled.map((f) => f.value);
  const spikes = filled.filter((f, i) => i > 0 && Math.abs(f.value - filled[i - 1].value) > 5);
  console.log(
    sensor,
    filled.map((f) => `${hour(f.at)}h=${f.value.toFixed(1)}${u}${f.filled ? "*" : ""}`).join(" "),
    `range ${Math.min(...values)}..${Math.max(...values)}`,
    spikes.length ? `spike at ${spikes.map((s) => hour(s.at)).join(",")}h` : "",
  );
}
const kinds = [...new Set(readings.map((r) => kindOf(r.sensor)))];
console.log(kinds.map((k) => `${k}:${units[k]}`));
