// Build a weekly on-call rota from host availability with generators, Set arithmetic and a fairness check.
interface Engineer { name: string; tz: string; unavailable: string[] }
const people = {
  async list(): Promise<Engineer[]> {
    return [
      { name: "Ines", tz: "Europe/Lisbon", unavailable: ["2024-06-10"] },
      { name: "Kofi", tz: "Africa/Accra", unavailable: [] },
      { name: "Mei", tz: "Asia/Taipei", unavailable: ["2024-06-12", "2024-06-13"] },
      { name: "Raul", tz: "America/Lima", unavailable: ["2024-06-15"] },
    ];
  },
};

function* days(from: Date, count: number): Generator<Date> {
  for (let i = 0; i < count; i++) yield new Date(from.getTime() + i * 86_400_000);
}
function* cycle<T>(items: readonly T[]): Generator<T, never> {
  for (let i = 0; ; i = (i + 1) % items.length) yield items[i];
}
const iso = (d: Date) => d.toISOString().slice(0, 10);

const team = await people.list();
const blocked = new Map(team.map((e) => [e.name, new Set(e.unavailable)]));
const rota: { day: string; primary: string; backup: string }[] = [];
const turns = cycle(team.map((e) => e.name));
const load: Record<string, number> = Object.fromEntries(team.map((e) => [e.name, 0]));

for (const d of days(new Date("2024-06-10T00:00:00Z"), 7)) {
  const day = iso(d);
  const pickFree = (exclude: Set<string>): string => {
    for (let tries = 0; tries < team.length * 2; tries++) {
      const name = turns.next().value;
      if (!blocked.get(name)?.has(day) && !exclude.has(name)) return name;
    }
    throw new Error(`nobody free on ${day}`);
  };
  const primary = pickFree(new Set());
  const backup = pickFree(new Set([primary]));
  load[primary] += 2;
  load[backup] += 1;
  rota.push({ day, primary, backup });
}

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });
for (const r of rota) console.log(`${weekday.format(new Date(r.day))} ${r.day}  ${r.primary.padEnd(5)} (backup ${r.backup})`);
const loads = Object.values(load);
const spread = Math.max(...loads) - Math.min(...loads);
console.log("load:", Object.entries(load).map(([n, l]) => `${n}=${l}`).join(" "), spread <= 3 ? "fair" : "unfair");
const everyone = new Set(team.map((e) => e.name));
const used = new Set(rota.flatMap((r) => [r.primary, r.backup]));
const idle = [...everyone].filter((n) => !used.has(n));
console.log("idle:", idle.length ? idle : "none", "| zones:", [...new Set(team.map((e) => e.tz.split("/")[0]))].sort().join(","));
