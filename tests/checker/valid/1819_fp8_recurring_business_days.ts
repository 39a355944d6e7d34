type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
type Recurrence =
  | { freq: "daily"; interval: number }
  | { freq: "weekly"; interval: number; days: Weekday[] }
  | { freq: "monthly"; interval: number; day: number };

interface EventSpec { title: string; start: string; rule: Recurrence; until?: string; count?: number; }

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY_MS);
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

const HOLIDAYS = new Set(["2024-01-01", "2024-01-15", "2024-02-19", "2024-05-27", "2024-07-04"]);

function isBusinessDay(d: Date): boolean {
  const wd = d.getUTCDay();
  return wd !== 0 && wd !== 6 && !HOLIDAYS.has(iso(d));
}

function addBusinessDays(start: Date, n: number): Date {
  let d = start;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

function* occurrences(spec: EventSpec): Generator<Date, void, undefined> {
  const start = toDate(spec.start);
  const until = spec.until ? toDate(spec.until) : null;
  const max = spec.count ?? Infinity;
  let emitted = 0;
  const emit = (d: Date) => (until === null || d <= until) && emitted < max;
  const { rule } = spec;
  if (rule.freq === "daily") {
    for (let d = start; emit(d); d = addDays(d, rule.interval), emitted++) yield d;
  } else if (rule.freq === "weekly") {
    const weekStart = addDays(start, -start.getUTCDay());
    for (let w = weekStart; ; w = addDays(w, 7 * rule.interval)) {
      for (const wd of [...rule.days].sort()) {
        const d = addDays(w, wd);
        if (d < start) continue;
        if (!emit(d)) return;
        emitted++;
        yield d;
      }
    }
  } else {
    for (let y = start.getUTCFullYear(), m = start.getUTCMonth(); ; m += rule.interval) {
      const yy = y + Math.floor(m / 12), mm = m % 12;
      const d = new Date(Date.UTC(yy, mm, Math.min(rule.day, daysInMonth(yy, mm))));
      if (d < start) continue;
      if (!emit(d)) return;
      emitted++;
      yield d;
    }
  }
}

const specs: EventSpec[] = [
  { title: "standup", start: "2024-01-01", rule: { freq: "weekly", interval: 1, days: [1, 3, 5] }, count: 7 },
  { title: "payroll", start: "2024-01-31", rule: { freq: "monthly", interval: 1, day: 31 }, until: "2024-06-30" },
  { title: "backup", start: "2024-02-26", rule: { freq: "daily", interval: 3 }, until: "2024-03-10" },
];

for (const s of specs) {
  const dates = [...occurrences(s)].map(iso);
  console.log(`${s.title.padEnd(8)} ${dates.join(" ")}`);
}
const due = addBusinessDays(toDate("2024-01-12"), 3);
console.log("due", iso(due), ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][due.getUTCDay()]);
const janBusiness = Array.from({ length: 31 }, (_, i) => addDays(toDate("2024-01-01"), i)).filter(isBusinessDay).length;
console.log("business days in Jan:", janBusiness);
