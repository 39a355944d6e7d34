// Diff two host snapshots of a key/value store and render a change report.
type Value = string | number | boolean | null;
type Snapshot = Record<string, Value>;
type Change =
  | { kind: "added"; key: string; after: Value }
  | { kind: "removed"; key: string; before: Value }
  | { kind: "changed"; key: string; before: Value; after: Value };

const kv = {
  async snapshot(version: number): Promise<Snapshot> {
    const base: Snapshot = { "app.name": "shop", "app.debug": false, "db.pool": 10, "db.host": "db1", "feature.x": null };
    if (version === 1) return base;
    const next: Snapshot = { ...base, "app.debug": true, "db.pool": 25, "cache.ttl": 300 };
    delete next["feature.x"];
    return next;
  },
};

function diff(a: Snapshot, b: Snapshot): Change[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const out: Change[] = [];
  for (const key of [...keys].sort()) {
    const inA = Object.hasOwn(a, key);
    const inB = Object.hasOwn(b, key);
    if (inA && !inB) out.push({ kind: "removed", key, before: a[key] });
    else if (!inA && inB) out.push({ kind: "added", key, after: b[key] });
    else if (a[key] !== b[key]) out.push({ kind: "changed", key, before: a[key], after: b[key] });
  }
  return out;
}

const show = (v: Value): string => (typeof v === "string" ? `"${v}"` : String(v));
const SYMBOL: { [K in Change["kind"]]: string } = { added: "+", removed: "-", changed: "~" };

const [v1, v2] = await Promise.all([kv.snapshot(1), kv.snapshot(2)]);
const changes = diff(v1, v2);
for (const c of changes) {
  let detail: string;
  switch (c.kind) {
    case "added": detail = show(c.after); break;
    case "removed": detail = show(c.before); break;
    case "changed": detail = `${show(c.before)} -> ${show(c.after)}`; break;
  }
  console.log(`${SYMBOL[c.kind]} ${c.key.padEnd(12)} ${detail}`);
}
const bySection = changes.reduce((acc, c) => {
  const section = c.key.split(".")[0];
  acc.set(section, (acc.get(section) ?? 0) + 1);
  return acc;
}, new Map<string, number>());
console.log("by section:", [...bySection].map(([s, n]) => `${s}(${n})`).join(" "));
const numericGrowth = changes
  .filter((c): c is Extract<Change, { kind: "changed" }> => c.kind === "changed")
  .filter((c) => typeof c.before === "number" && typeof c.after === "number")
  .map((c) => `${c.key}: ${(((c.after as number) / (c.before as number) - 1) * 100).toFixed(0)}%`);
console.log(numericGrowth);
