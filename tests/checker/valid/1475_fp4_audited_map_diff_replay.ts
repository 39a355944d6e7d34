// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Op = "create" | "update" | "delete";
type Audit<T> = { op: Op; at: number; key: string; before?: T; after?: T };
type Diff<T> = { [K in keyof T]?: { from: T[K]; to: T[K] } };

function diff<T extends object>(a: T, b: T): Diff<T> {
  const out: Diff<T> = {};
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof T>) {
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out[k] = { from: a[k], to: b[k] };
  }
  return out;
}

class AuditedMap<T extends object> {
  private data = new Map<string, T>();
  readonly log: Audit<T>[] = [];
  constructor(private now: () => number) {}
  set(key: string, value: T) {
    const before = this.data.get(key);
    this.data.set(key, value);
    this.log.push({ op: before ? "update" : "create", at: this.now(), key, before, after: value });
    return this;
  }
  delete(key: string) {
    const before = this.data.get(key);
    if (!before) return false;
    this.data.delete(key);
    this.log.push({ op: "delete", at: this.now(), key, before });
    return true;
  }
  changes(key: string) {
    return this.log
      .filter((a) => a.key === key && a.op === "update" && a.before && a.after)
      .map((a) => diff(a.before!, a.after!));
  }
  replay(until: number) {
    const m = new Map<string, T>();
    for (const a of this.log) {
      if (a.at > until) break;
      if (a.op === "delete") m.delete(a.key);
      else if (a.after) m.set(a.key, a.after);
    }
    return m;
  }
}

interface Setting { value: string | number | boolean; scope: "user" | "org"; note?: string }
let t = 100;
const settings = new AuditedMap<Setting>(() => (t += 10));
settings
  .set("theme", { value: "dark", scope: "user" })
  .set("limit", { value: 10, scope: "org" })
  .set("theme", { value: "light", scope: "user", note: "switched" })
  .set("limit", { value: 25, scope: "org" });
settings.delete("theme");
settings.delete("missing");
console.log(settings.log.map((a) => `${a.at} ${a.op} ${a.key}`));
console.log(JSON.stringify(settings.changes("theme")), JSON.stringify(settings.changes("limit")));
console.log([...settings.replay(130)].map(([k, v]) => `${k}=${v.value}`), settings.replay(1000).size);
