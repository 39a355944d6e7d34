type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

type Diff =
  | { kind: "added"; path: string; value: Json }
  | { kind: "removed"; path: string; value: Json }
  | { kind: "changed"; path: string; from: Json; to: Json };

const isPlain = (v: Json): v is { [key: string]: Json } =>
  v !== null && typeof v === "object" && !Array.isArray(v);

function diff(a: Json, b: Json, path = ""): Diff[] {
  if (isPlain(a) && isPlain(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    const out: Diff[] = [];
    for (const k of [...keys].sort()) {
      const p = path ? `${path}.${k}` : k;
      if (!(k in a)) out.push({ kind: "added", path: p, value: b[k] });
      else if (!(k in b)) out.push({ kind: "removed", path: p, value: a[k] });
      else out.push(...diff(a[k], b[k], p));
    }
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const out: Diff[] = [];
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      const p = `${path}[${i}]`;
      if (i >= a.length) out.push({ kind: "added", path: p, value: b[i] });
      else if (i >= b.length) out.push({ kind: "removed", path: p, value: a[i] });
      else out.push(...diff(a[i], b[i], p));
    }
    return out;
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [{ kind: "changed", path, from: a, to: b }];
}

function describe(d: Diff): string {
  switch (d.kind) {
    case "added":
      return `+ ${d.path} = ${JSON.stringify(d.value)}`;
    case "removed":
      return `- ${d.path} (was ${JSON.stringify(d.value)})`;
    case "changed":
      return `~ ${d.path}: ${JSON.stringify(d.from)} -> ${JSON.stringify(d.to)}`;
  }
}

function flatten(v: Json, prefix = "", out: Record<string, string | number | boolean | null> = {}) {
  if (isPlain(v)) {
    for (const [k, x] of Object.entries(v)) flatten(x, prefix ? prefix + "." + k : k, out);
  } else if (Array.isArray(v)) {
    v.forEach((x, i) => flatten(x, `${prefix}[${i}]`, out));
  } else {
    out[prefix] = v;
  }
  return out;
}

const before: Json = { name: "svc", version: 1, deps: ["a", "b"], opts: { debug: false, level: 2 } };
const after: Json = { name: "svc", version: 2, deps: ["a", "c", "d"], opts: { debug: true }, owner: "ops" };

const changes = diff(before, after);
changes.map(describe).forEach((line) => console.log(line));
const counts = changes.reduce<Record<Diff["kind"], number>>(
  (acc, d) => ({ ...acc, [d.kind]: acc[d.kind] + 1 }),
  { added: 0, removed: 0, changed: 0 },
);
console.log(counts);
console.log(flatten(after));
