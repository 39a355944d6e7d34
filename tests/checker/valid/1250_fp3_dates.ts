const DAY = 24 * 60 * 60 * 1000;

function addDays(d: Date, n: number): Date {
  return new Date(d.getTime() + n * DAY);
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY);
}

function startOfWeek(d: Date): Date {
  const day = d.getUTCDay();
  const diff = (day + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - diff));
}

const start = new Date("2024-02-26T00:00:00Z");
const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i * 2));
console.log(dates.map(isoDate).join(" "));
console.log(daysBetween(new Date("2024-01-01"), new Date("2024-12-25")));
console.log(isoDate(startOfWeek(new Date("2024-03-07T15:00:00Z"))));
const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
console.log(dates.map((d) => weekday.format(d)).join(","));
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
console.log([1900, 2000, 2023, 2024].map((y) => `${y}:${isLeap(y)}`).join(" "), daysIn(2024, 1), daysIn(2023, 1));
const events = [
  { name: "launch", at: "2024-03-15T09:30:00Z" },
  { name: "retro", at: "2024-03-01T16:00:00Z" },
  { name: "kickoff", at: "2024-02-20T08:00:00Z" },
];
const sorted = events.map((e) => ({ ...e, date: new Date(e.at) })).sort((a, b) => +a.date - +b.date);
for (const e of sorted) {
  const d = e.date;
  console.log(`${months[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, "0")} ${d.getUTCHours()}:${String(d.getUTCMinutes()).padStart(2, "0")} ${e.name}`);
}
const parsed = Date.parse("2024-03-10T12:00:00.000Z");
console.log(parsed, new Date(parsed).toUTCString(), new Date(NaN).getTime(), isNaN(new Date("garbage").getTime()));
const d0 = new Date(Date.UTC(2024, 0, 31));
d0.setUTCMonth(1);
console.log(isoDate(d0), new Date(0).toISOString(), JSON.stringify({ when: new Date(86400000) }));
const ages = ["1990-05-17", "2001-12-01"].map((b) => {
  const born = new Date(b + "T00:00:00Z");
  const now = new Date("2024-06-01T00:00:00Z");
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  if (now.getUTCMonth() < born.getUTCMonth() || (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate())) age--;
  return age;
});
console.log(ages);
