const log = String.raw`
2024-03-01T10:15:02Z INFO  [auth] user=alice action=login ip=10.0.0.1
2024-03-01T10:16:45Z WARN  [auth] user=bob action=login ip=10.0.0.7 reason="bad password"
2024-03-01T10:17:00Z ERROR [db] query="SELECT * FROM t" ms=5032
2024-03-01T10:20:13Z INFO  [auth] user=alice action=logout ip=10.0.0.1
garbage line here
2024-03-01T11:02:59Z INFO  [api] path=/v1/items ms=12
`;

const lineRe = /^(?<ts>\d{4}-\d{2}-\d{2}T[\d:]+Z)\s+(?<level>[A-Z]+)\s+\[(?<mod>\w+)\]\s+(?<rest>.*)$/;
const kvRe = /(?<key>\w+)=(?:"(?<quoted>[^"]*)"|(?<bare>\S+))/g;

interface Entry {
  ts: Date;
  level: "INFO" | "WARN" | "ERROR";
  mod: string;
  fields: Map<string, string>;
}

const entries: Entry[] = [];
const rejected: number[] = [];
log.trim().split("\n").forEach((line, idx) => {
  const m = lineRe.exec(line);
  if (!m?.groups) {
    rejected.push(idx + 1);
    return;
  }
  const { ts, level, mod, rest } = m.groups;
  const fields = new Map<string, string>();
  for (const kv of rest.matchAll(kvRe)) {
    const g = kv.groups!;
    fields.set(g.key, g.quoted ?? g.bare);
  }
  entries.push({ ts: new Date(ts), level: level as Entry["level"], mod, fields });
});

console.log(`${entries.length} entries, rejected lines: ${rejected.join(", ")}`);
const byLevel = entries.reduce((acc, e) => acc.set(e.level, (acc.get(e.level) ?? 0) + 1), new Map<string, number>());
console.log([...byLevel].map(([k, v]) => `${k}=${v}`).join(" "));

const slow = entries.filter((e) => Number(e.fields.get("ms") ?? 0) > 1000);
for (const e of slow) {
  console.log(`slow ${e.mod} at ${e.ts.toISOString().slice(11, 19)}: ${e.fields.get("query")}`);
}
const users = new Set(entries.flatMap((e) => (e.fields.has("user") ? [e.fields.get("user")!] : [])));
console.log([...users].sort((a, b) => a.localeCompare(b)));

const redacted = log.replace(/ip=(\d+)\.(\d+)\.\d+\.\d+/g, (_m, a: string, b: string) => `ip=${a}.${b}.x.x`);
console.log(redacted.split("\n").filter((l) => l.includes("ip=")).length, redacted.includes("10.0.x.x"));
const span = entries.length > 1 ? entries[entries.length - 1].ts.getTime() - entries[0].ts.getTime() : 0;
console.log(`span: ${Math.floor(span / 60000)} min ${(span % 60000) / 1000} s`);
