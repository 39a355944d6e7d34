// CSV of sensor readings: parse, validate rows with a type guard, group by device, detect gaps.
const CSV = `device,ts,temp,humidity
d1,2024-01-01T00:00:00Z,21.5,40
d2,2024-01-01T00:00:00Z,19.0,
d1,2024-01-01T00:10:00Z,21.9,41
d1,2024-01-01T00:40:00Z,22.4,43
d2,2024-01-01T00:10:00Z,abc,50
d2,2024-01-01T00:20:00Z,18.7,52`;

interface Reading { device: string; ts: Date; temp: number; humidity?: number }
type RowResult = { ok: true; reading: Reading } | { ok: false; line: number; reason: string };

const [header, ...lines] = CSV.split("\n");
const columns = header.split(",");
const idx = Object.fromEntries(columns.map((c, i) => [c, i] as const));

function parseRow(line: string, n: number): RowResult {
  const cells = line.split(",");
  const temp = Number.parseFloat(cells[idx.temp]);
  if (Number.isNaN(temp)) return { ok: false, line: n, reason: `temp '${cells[idx.temp]}' is not a number` };
  const h = cells[idx.humidity];
  const ts = new Date(cells[idx.ts]);
  if (Number.isNaN(ts.getTime())) return { ok: false, line: n, reason: "bad timestamp" };
  return { ok: true, reading: { device: cells[idx.device], ts, temp, ...(h ? { humidity: Number(h) } : {}) } };
}

const results = lines.map((l, i) => parseRow(l, i + 2));
const readings = results.flatMap((r) => (r.ok ? [r.reading] : []));
const errors = results.filter((r): r is Extract<RowResult, { ok: false }> => !r.ok);

const byDevice = new Map<string, Reading[]>();
for (const r of readings) {
  const list = byDevice.get(r.device) ?? [];
  list.push(r);
  byDevice.set(r.device, list);
}

const GAP_MS = 15 * 60 * 1000;
for (const [device, list] of byDevice) {
  list.sort((a, b) => a.ts.getTime() - b.ts.getTime());
  const temps = list.map((r) => r.temp);
  const mean = temps.reduce((a, b) => a + b, 0) / temps.length;
  const gaps: string[] = [];
  for (let i = 1; i < list.length; i++) {
    const delta = list[i].ts.getTime() - list[i - 1].ts.getTime();
    if (delta > GAP_MS) gaps.push(`${list[i - 1].ts.toISOString().slice(11, 16)}-${list[i].ts.toISOString().slice(11, 16)}`);
  }
  const hums = list.map((r) => r.humidity).filter((h): h is number => h !== undefined);
  const hum = hums.length ? (hums.reduce((a, b) => a + b) / hums.length).toFixed(0) + "%" : "n/a";
  console.log(`${device}: n=${list.length} mean=${mean.toFixed(2)}C humidity=${hum} gaps=${gaps.length ? gaps.join(",") : "none"}`);
}
for (const e of errors) console.log(`line ${e.line}: ${e.reason}`);
const dtf = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", hour: "2-digit", minute: "2-digit" });
const latest = readings.reduce((a, b) => (b.ts > a.ts ? b : a));
console.log("latest reading at", dtf.format(latest.ts), "from", latest.device);
