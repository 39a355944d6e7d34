// JSON-ish value type, deep equality, flatten, path access
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null) return false;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
  }
  if (typeof a === "object" && typeof b === "object" && !Array.isArray(b)) {
    const ka = Object.keys(a), kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => k in b && deepEqual(a[k], b[k]));
  }
  return false;
}

function flatten(obj: Json, prefix = "", out: Record<string, string | number | boolean | null> = {}) {
  if (obj !== null && typeof obj === "object") {
    const entries: [string, Json][] = Array.isArray(obj) ? obj.map((v, i) => [String(i), v]) : Object.entries(obj);
    if (entries.length === 0) out[prefix] = Array.isArray(obj) ? "[]" : "{}";
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else out[prefix] = obj;
  return out;
}

function getPath(obj: Json, path: string): Json | undefined {
  let cur: Json | undefined = obj;
  for (const part of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = Array.isArray(cur) ? cur[Number(part)] : cur[part];
  }
  return cur;
}

function depth(v: Json): number {
  if (Array.isArray(v)) return 1 + Math.max(0, ...v.map(depth));
  if (v && typeof v === "object") return 1 + Math.max(0, ...Object.values(v).map(depth));
  return 0;
}

const doc: Json = { name: "pkg", version: 3, tags: ["a", "b"], deps: { left: { v: 1 }, right: [] }, ok: true, none: null };
console.log(flatten(doc));
console.log(getPath(doc, "deps.left.v"), getPath(doc, "tags.1"), getPath(doc, "tags.9"), getPath(doc, "name.x"));
console.log(deepEqual(doc, JSON.parse(JSON.stringify(doc)) as Json), deepEqual([1, [2]], [1, [3]]), depth(doc));
const counted = (function count(v: Json): Record<string, number> {
  const t = v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
  const base: Record<string, number> = { [t]: 1 };
  const kids = Array.isArray(v) ? v : v && typeof v === "object" ? Object.values(v) : [];
  for (const k of kids) for (const [n, c] of Object.entries(count(k))) base[n] = (base[n] ?? 0) + c;
  return base;
})(doc);
console.log(counted);
