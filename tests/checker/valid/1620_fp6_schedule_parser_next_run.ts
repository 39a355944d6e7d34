// Parse durations and schedules ("every 15m", "daily at 09:30") into next-run times.
type Schedule =
  | { type: "interval"; everyMs: number }
  | { type: "daily"; hour: number; minute: number }
  | { type: "weekly"; day: number; hour: number; minute: number };

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
type Unit = keyof typeof UNIT_MS;
const DAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

class ScheduleError extends SyntaxError {
  constructor(readonly input: string, reason: string) {
    super(`cannot parse schedule "${input}": ${reason}`);
  }
}

function isUnit(u: string): u is Unit {
  return u in UNIT_MS;
}

function parseSchedule(text: string): Schedule {
  const t = text.trim().toLowerCase();
  let m = /^every (?<n>\d+)(?<u>[smhd])$/.exec(t);
  if (m?.groups) {
    const { n, u } = m.groups;
    if (!isUnit(u)) throw new ScheduleError(text, `unknown unit ${u}`);
    return { type: "interval", everyMs: Number(n) * UNIT_MS[u] };
  }
  m = /^(?:(?<day>[a-z]{3}) |daily )at (?<h>\d{1,2}):(?<min>\d{2})$/.exec(t);
  if (m?.groups) {
    const hour = +m.groups.h;
    const minute = +m.groups.min;
    if (hour > 23 || minute > 59) throw new ScheduleError(text, "time out of range");
    if (m.groups.day === undefined) return { type: "daily", hour, minute };
    const day = DAYS.indexOf(m.groups.day);
    if (day < 0) throw new ScheduleError(text, `unknown day ${m.groups.day}`);
    return { type: "weekly", day, hour, minute };
  }
  throw new ScheduleError(text, "no pattern matched");
}

function nextRun(s: Schedule, from: Date): Date {
  if (s.type === "interval") return new Date(from.getTime() + s.everyMs);
  const d = new Date(from);
  d.setUTCHours(s.hour, s.minute, 0, 0);
  if (s.type === "daily") {
    if (d <= from) d.setUTCDate(d.getUTCDate() + 1);
    return d;
  }
  let add = (s.day - d.getUTCDay() + 7) % 7;
  if (add === 0 && d <= from) add = 7;
  d.setUTCDate(d.getUTCDate() + add);
  return d;
}

const now = new Date("2024-07-10T10:00:00Z");
const inputs = ["every 15m", "every 2h", "daily at 09:30", "daily at 18:05", "fri at 07:00", "wed at 10:00", "hourly", "daily at 25:00", "xyz at 01:00"];
const fmt = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", hour: "2-digit", minute: "2-digit", hour12: false });
for (const input of inputs) {
  try {
    const s = parseSchedule(input);
    const next = nextRun(s, now);
    const inMin = Math.round((next.getTime() - now.getTime()) / 60_000);
    console.log(`${input.padEnd(16)} -> ${fmt.format(next)} (in ${inMin >= 60 ? `${Math.floor(inMin / 60)}h${String(inMin % 60).padStart(2, "0")}` : `${inMin}m`})`);
  } catch (e) {
    if (e instanceof ScheduleError) console.log(`${input.padEnd(16)} !! ${e.message}`);
    else throw e;
  }
}
