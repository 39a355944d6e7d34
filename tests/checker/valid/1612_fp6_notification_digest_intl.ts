// Relative time and plural formatting for a digest of host notifications.
interface Notification { id: number; kind: "mention" | "comment" | "deploy"; at: Date; read: boolean; actor?: string }

const notifications = {
  async since(ts: Date): Promise<Notification[]> {
    const base = ts.getTime();
    return [
      { id: 1, kind: "mention", at: new Date(base + 5 * 60_000), read: false, actor: "ada" },
      { id: 2, kind: "deploy", at: new Date(base + 3 * 3600_000), read: true },
      { id: 3, kind: "comment", at: new Date(base + 26 * 3600_000), read: false, actor: "bob" },
      { id: 4, kind: "comment", at: new Date(base + 27 * 3600_000), read: false, actor: "ada" },
      { id: 5, kind: "mention", at: new Date(base + 50 * 3600_000), read: false, actor: "cy" },
    ];
  },
};

const now = new Date(Date.UTC(2024, 5, 3, 12, 0, 0));
const start = new Date(now);
start.setUTCDate(start.getUTCDate() - 3);

const items = await notifications.since(start);
const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const plural = new Intl.PluralRules("en-US");
const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

function ago(d: Date): string {
  const diff = d.getTime() - now.getTime();
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === "minute") return rtf.format(Math.round(diff / ms), unit);
  }
  return "now";
}

const nouns: Record<Notification["kind"], { one: string; other: string }> = {
  mention: { one: "mention", other: "mentions" },
  comment: { one: "comment", other: "comments" },
  deploy: { one: "deploy", other: "deploys" },
};

const unread = items.filter((n) => !n.read);
const grouped = new Map<Notification["kind"], Notification[]>();
for (const n of unread) grouped.set(n.kind, [...(grouped.get(n.kind) ?? []), n]);

const parts: string[] = [];
for (const [kind, ns] of grouped) {
  const cat = plural.select(ns.length);
  const noun = cat === "one" ? nouns[kind].one : nouns[kind].other;
  const actors = [...new Set(ns.map((n) => n.actor).filter((a): a is string => !!a))];
  parts.push(`${ns.length} ${noun}${actors.length ? ` from ${list.format(actors)}` : ""}`);
}
console.log(`You have ${list.format(parts)}.`);
for (const n of items.toReversed()) {
  console.log(`${n.read ? " " : "*"} #${n.id} ${n.kind.padEnd(8)} ${ago(n.at)}`);
}
const newest = items.findLast((n) => !n.read);
console.log("newest unread:", newest ? newest.at.toISOString() : "-");
