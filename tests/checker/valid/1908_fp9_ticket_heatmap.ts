// Found a false positive: a spread of `res && { resolvedAt: res }` with res a string | undefined
// (TS2698; `&&` kept the whole `string` where tsc keeps "", which a spread may take).
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
type Weekday = (typeof WEEKDAYS)[number];
interface Ticket { id: number; openedAt: string; priority: "p1" | "p2" | "p3"; resolvedAt?: string }

async function listTickets(): Promise<Ticket[]> {
  const out: Ticket[] = [];
  const start = Date.UTC(2024, 3, 1); // a Monday
  for (let i = 0; i < 60; i++) {
    const opened = start + ((i * 7919) % (14 * 24)) * 3600_000;
    const pr = (["p1", "p2", "p3"] as const)[i % 3];
    const res = i % 4 === 0 ? undefined : new Date(opened + ((i % 9) + 1) * 3600_000 * (pr === "p1" ? 1 : 5)).toISOString();
    out.push({ id: i + 1, openedAt: new Date(opened).toISOString(), priority: pr, ...(res && { resolvedAt: res }) });
  }
  return out;
}

const tickets = await listTickets();
const grid: number[][] = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
const weekdayOf = (d: Date): Weekday => WEEKDAYS[(d.getUTCDay() + 6) % 7];
for (const t of tickets) {
  const d = new Date(t.openedAt);
  grid[WEEKDAYS.indexOf(weekdayOf(d))][d.getUTCHours()]++;
}
const shades = " .:-=+*#%@";
const max = Math.max(...grid.flat());
console.log("     " + Array.from({ length: 24 }, (_, h) => (h % 6 === 0 ? String(h).padEnd(6) : "")).join(""));
grid.forEach((row, i) => {
  const line = row.map((n) => shades[Math.min(shades.length - 1, Math.round((n / max) * (shades.length - 1)))]).join("");
  console.log(`${WEEKDAYS[i]}  ${line}  ${row.reduce((a, b) => a + b, 0)}`);
});

const hours = (t: Ticket): number | null => (t.resolvedAt ? (Date.parse(t.resolvedAt) - Date.parse(t.openedAt)) / 3600_000 : null);
type PriorityStats = { open: number; resolved: number; medianHours: number | null };
const stats = {} as Record<Ticket["priority"], PriorityStats>;
for (const p of ["p1", "p2", "p3"] as const) {
  const mine = tickets.filter((t) => t.priority === p);
  const durations = mine.map(hours).filter((h): h is number => h !== null).sort((a, b) => a - b);
  const mid = durations.length >> 1;
  stats[p] = {
    open: mine.length - durations.length,
    resolved: durations.length,
    medianHours: durations.length === 0 ? null : durations.length % 2 ? durations[mid] : (durations[mid - 1] + durations[mid]) / 2,
  };
}
for (const [p, s] of Object.entries(stats)) console.log(`${p}: ${s.resolved} resolved, ${s.open} open, median ${s.medianHours?.toFixed(1) ?? "-"}h`);
const busiest = WEEKDAYS.map((d, i) => [d, grid[i].reduce((a, b) => a + b, 0)] as const).reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`busiest day: ${busiest[0]} (${busiest[1]})`);
