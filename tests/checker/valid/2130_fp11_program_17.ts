declare global {
  interface LogRecord { level: Level; msg: string; ctx?: Record<string, unknown> }
  type Level = "debug" | "info" | "warn" | "error";
}

const order: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };

function log(level: Level, msg: string, ctx?: Record<string, unknown>) {
  if (order[level] < order[log.threshold]) return false;
  const rec: LogRecord = { level, msg, ctx };
  log.records.push(rec);
  return true;
}
log.threshold = "info" as Level;
log.records = [] as LogRecord[];

function child(prefix: string) {
  const c = (level: Level, msg: string) => log(level, `[${prefix}] ${msg}`);
  c.prefix = prefix;
  return c;
}

const db = child("db");
log("debug", "noise");
log("info", "start", { pid: 1 });
db("warn", "slow query");
log.threshold = "error" as Level;
db("warn", "ignored");
log("error", "crash", { code: 500 });
for (const r of log.records) console.log(r.level.padEnd(5), r.msg, r.ctx ? JSON.stringify(r.ctx) : "");
console.log(log.records.length, db.prefix);
