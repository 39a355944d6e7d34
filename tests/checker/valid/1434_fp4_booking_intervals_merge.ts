// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Interval = { start: Date; end: Date; label: string };

const d = (s: string) => new Date(`${s}T00:00:00Z`);
const MS_DAY = 86_400_000;

const bookings: Interval[] = [
  { start: d("2024-07-01"), end: d("2024-07-05"), label: "A" },
  { start: d("2024-07-04"), end: d("2024-07-08"), label: "B" },
  { start: d("2024-07-10"), end: d("2024-07-12"), label: "C" },
  { start: d("2024-07-11"), end: d("2024-07-15"), label: "D" },
  { start: d("2024-07-20"), end: d("2024-07-21"), label: "E" },
];

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

const conflicts: Array<[string, string]> = [];
for (let i = 0; i < bookings.length; i++)
  for (let j = i + 1; j < bookings.length; j++)
    if (overlaps(bookings[i], bookings[j])) conflicts.push([bookings[i].label, bookings[j].label]);
console.log(conflicts);

function mergeAll(xs: Interval[]): Interval[] {
  const sorted = [...xs].sort((a, b) => a.start.getTime() - b.start.getTime());
  return sorted.reduce<Interval[]>((acc, cur) => {
    const last = acc[acc.length - 1];
    if (last && cur.start <= last.end) {
      last.end = new Date(Math.max(last.end.getTime(), cur.end.getTime()));
      last.label += cur.label;
    } else acc.push({ ...cur });
    return acc;
  }, []);
}
const merged = mergeAll(bookings);
console.log(merged.map((m) => `${m.label}: ${m.start.toISOString().slice(0, 10)}..${m.end.toISOString().slice(0, 10)}`));

const gaps = merged.slice(1).map((m, i) => ({ after: merged[i].label, days: (m.start.getTime() - merged[i].end.getTime()) / MS_DAY }));
console.log(gaps);

const weekday = (x: Date) => ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][x.getUTCDay()];
const occupancy = new Map<string, number>();
for (const b of bookings) {
  for (let t = b.start.getTime(); t < b.end.getTime(); t += MS_DAY) {
    const k = weekday(new Date(t));
    occupancy.set(k, (occupancy.get(k) ?? 0) + 1);
  }
}
console.log([...occupancy].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));

const monthStart = new Date(Date.UTC(2024, 6, 1));
const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0));
console.log(monthEnd.getUTCDate(), monthEnd.toISOString());
