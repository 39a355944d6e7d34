// Incident timeline from host alerts: severity enum ordering, dedupe windows, escalation state per service.
enum Sev { Info = 1, Warn, Error, Critical }
interface Alert { service: string; sev: Sev; msg: string; at: number }
type Escalation = { level: 0 | 1 | 2; since: number; count: number };

const alerting = {
  async since(t: number): Promise<Alert[]> {
    const base = t;
    const raw: [string, Sev, string, number][] = [
      ["db", Sev.Warn, "slow queries", 0], ["db", Sev.Warn, "slow queries", 30], ["api", Sev.Error, "5xx rate 4%", 45],
      ["db", Sev.Critical, "replica lag 120s", 60], ["api", Sev.Error, "5xx rate 6%", 200], ["web", Sev.Info, "deploy", 210],
      ["api", Sev.Critical, "5xx rate 25%", 260], ["db", Sev.Warn, "slow queries", 400], ["api", Sev.Warn, "5xx rate 1%", 900],
    ];
    return raw.map(([service, sev, msg, dt]) => ({ service, sev, msg, at: base + dt * 1000 }));
  },
};

const T0 = Date.UTC(2024, 8, 1, 9, 0, 0);
const alerts = (await alerting.since(T0)).sort((a, b) => a.at - b.at || b.sev - a.sev);
const DEDUPE_MS = 60_000;
const lastSeen = new Map<string, number>();
const escalation: Record<string, Escalation> = {};
const timeline: string[] = [];
const clock = (t: number) => new Date(t).toISOString().slice(11, 19);

for (const a of alerts) {
  const key = `${a.service}|${a.msg}`;
  const prev = lastSeen.get(key);
  lastSeen.set(key, a.at);
  if (prev !== undefined && a.at - prev < DEDUPE_MS) {
    timeline.push(`${clock(a.at)}   (duplicate ${a.service}: ${a.msg})`);
    continue;
  }
  const esc = (escalation[a.service] ??= { level: 0, since: a.at, count: 0 });
  esc.count++;
  const before = esc.level;
  if (a.sev >= Sev.Critical) esc.level = 2;
  else if (a.sev >= Sev.Error && esc.level < 1) esc.level = 1;
  else if (a.sev <= Sev.Warn && a.at - esc.since > 10 * 60_000) esc.level = 0;
  if (esc.level !== before) esc.since = a.at;
  const marker = esc.level > before ? " ↑ page" + "!".repeat(esc.level) : esc.level < before ? " ↓ resolved" : "";
  timeline.push(`${clock(a.at)} ${Sev[a.sev].toUpperCase().padEnd(8)} ${a.service.padEnd(4)} ${a.msg}${marker}`);
}
console.log(timeline.join("\n"));
const summary = Object.entries(escalation)
  .sort(([, x], [, y]) => y.level - x.level || y.count - x.count)
  .map(([svc, e]) => `${svc}: level ${e.level}, ${e.count} alert${e.count === 1 ? "" : "s"}, since ${clock(e.since)}`);
console.log(summary);
const worst = alerts.reduce((w, a) => (a.sev > w.sev ? a : w));
console.log(`worst: ${Sev[worst.sev]} on ${worst.service} at ${clock(worst.at)}; levels: ${Object.values(Sev).filter((v): v is Sev => typeof v === "number").map((v) => Sev[v]).join(" < ")}`);
