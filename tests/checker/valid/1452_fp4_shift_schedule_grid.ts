// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Weekday = "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun";
const WEEK: readonly Weekday[] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

interface Shift { who: string; day: Weekday; start: `${number}:${number}`; hours: number }

const shifts: Shift[] = [
  { who: "ana", day: "Mon", start: "09:00", hours: 8 },
  { who: "ben", day: "Mon", start: "13:00", hours: 6 },
  { who: "ana", day: "Wed", start: "09:00", hours: 8 },
  { who: "cai", day: "Sat", start: "10:00", hours: 5 },
  { who: "ben", day: "Sun", start: "12:00", hours: 4 },
  { who: "cai", day: "Wed", start: "17:00", hours: 6 },
  { who: "ana", day: "Fri", start: "08:30", hours: 9 },
];

const toMinutes = (hhmm: Shift["start"]) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};
const fmt = (mins: number) => `${String(Math.floor(mins / 60) % 24).padStart(2, "0")}:${String(mins % 60).padStart(2, "0")}`;

type Grid = Record<Weekday, Array<{ who: string; from: string; to: string }>>;
const grid = Object.fromEntries(WEEK.map((d) => [d, []])) as unknown as Grid;
for (const s of shifts) {
  const from = toMinutes(s.start);
  grid[s.day].push({ who: s.who, from: fmt(from), to: fmt(from + s.hours * 60) });
}
for (const d of WEEK) {
  const line = grid[d].sort((a, b) => a.from.localeCompare(b.from)).map((x) => `${x.who} ${x.from}-${x.to}`).join(" | ");
  console.log(d, line || "-");
}

const hoursBy = shifts.reduce<Record<string, { total: number; weekend: number; days: Set<Weekday> }>>((acc, s) => {
  const e = (acc[s.who] ??= { total: 0, weekend: 0, days: new Set() });
  e.total += s.hours;
  if (s.day === "Sat" || s.day === "Sun") e.weekend += s.hours;
  e.days.add(s.day);
  return acc;
}, {});
const report = Object.entries(hoursBy)
  .map(([who, e]) => ({ who, ...e, days: [...e.days].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b)) }))
  .sort((a, b) => b.total - a.total);
for (const r of report) console.log(r.who, r.total, r.weekend, r.days.join(","));
const overtime = report.filter((r) => r.total > 15).map((r) => r.who);
console.log("overtime:", overtime);
