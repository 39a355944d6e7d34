const LEVELS = ["debug", "info", "warn", "error"] as const;
type Level = (typeof LEVELS)[number];
type Entry = { ts: number; level: Level; msg: string; fields: Record<string, string> };
const logText = `2024-05-01T10:00:00Z info user=ann action=login ok
2024-05-01T10:00:05Z warn user=bob action=login retries=3 slow
2024-05-01T10:01:00Z error user=ann action=pay code=E42 declined
2024-05-01T10:02:30Z info user=cid action=logout bye`;
const lineRe = /^(?<ts>\S+) (?<level>\w+) (?<rest>.*)$/;
const isLevel = (s: string): s is Level => (LEVELS as readonly string[]).includes(s);
const entries: Entry[] = [];
for (const line of logText.split("\n")) {
  const m = lineRe.exec(line);
  if (!m?.groups) continue;
  const { ts, level, rest } = m.groups;
  if (!isLevel(level)) continue;
  const fields: Record<string, string> = {};
  const words: string[] = [];
  for (const tok of rest.split(" ")) {
    const kv = tok.match(/^(\w+)=(\S+)$/);
    if (kv) fields[kv[1]] = kv[2];
    else words.push(tok);
  }
  entries.push({ ts: Date.parse(ts), level, msg: words.join(" "), fields });
}
const counts = Object.fromEntries(LEVELS.map((l) => [l, entries.filter((e) => e.level === l).length])) as Record<Level, number>;
console.log(counts);
const severity = (l: Level) => LEVELS.indexOf(l);
const worst = entries.reduce((w, e) => (severity(e.level) > severity(w.level) ? e : w));
console.log(worst.level, worst.fields.code ?? "-", new Date(worst.ts).toISOString());
const users = [...new Set(entries.map((e) => e.fields.user).filter((u): u is string => u !== undefined))].sort();
console.log(users);
const gaps = entries.slice(1).map((e, i) => (e.ts - entries[i].ts) / 1000);
console.log(gaps, Math.max(...gaps));
type Summary = { [L in Level as `${L}Count`]: number };
const summary = LEVELS.reduce((acc, l) => ({ ...acc, [`${l}Count`]: counts[l] }), {} as Summary);
console.log(summary.errorCount, summary.infoCount);
const all = [...logText.matchAll(/user=(\w+)/g)].map((m) => m[1]);
console.log(all.join("|"), logText.replace(/\d{2}:\d{2}:\d{2}/g, (t) => t.slice(0, 5)).split("\n")[0]);
const config = { retries: 3, backoff: [100, 200, 400], mode: "strict" } satisfies Record<string, number | number[] | string>;
console.log(config.backoff.map((b) => b * config.retries), config.mode.toUpperCase());
