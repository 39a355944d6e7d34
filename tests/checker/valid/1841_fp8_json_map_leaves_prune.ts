type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

function mapLeaves(v: Json, f: (leaf: string | number | boolean | null, path: (string | number)[]) => Json, path: (string | number)[] = []): Json {
  if (Array.isArray(v)) return v.map((x, i) => mapLeaves(x, f, [...path, i]));
  if (v !== null && typeof v === "object") {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapLeaves(x, f, [...path, k])]));
  }
  return f(v, path);
}

function prune(v: Json, keep: (path: string) => boolean, path = ""): Json | undefined {
  if (v === null || typeof v !== "object") return keep(path) ? v : undefined;
  if (Array.isArray(v)) {
    const items = v.map((x, i) => prune(x, keep, `${path}[${i}]`)).filter((x): x is Json => x !== undefined);
    return items.length ? items : undefined;
  }
  const entries = Object.entries(v)
    .map(([k, x]) => [k, prune(x, keep, path ? `${path}.${k}` : k)] as const)
    .filter((e): e is readonly [string, Json] => e[1] !== undefined);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function stats(v: Json): { depth: number; leaves: number; keys: Set<string> } {
  if (v === null || typeof v !== "object") return { depth: 0, leaves: 1, keys: new Set() };
  const kids = Array.isArray(v) ? v.map(stats) : Object.values(v).map(stats);
  const own = Array.isArray(v) ? [] : Object.keys(v);
  return kids.reduce(
    (acc, k) => ({ depth: Math.max(acc.depth, k.depth + 1), leaves: acc.leaves + k.leaves, keys: new Set([...acc.keys, ...k.keys]) }),
    { depth: 1, leaves: 0, keys: new Set(own) },
  );
}

const secretKeys = /pass|token|secret/i;
const payload: Json = {
  user: { name: "ada", password: "hunter2", prefs: { theme: "dark", tokens: ["a", "b"] } },
  items: [{ id: 1, price: 9.99 }, { id: 2, price: 0 }],
  apiToken: "xyz",
  note: null,
};

const redacted = mapLeaves(payload, (leaf, path) => (path.some((p) => typeof p === "string" && secretKeys.test(p)) ? "***" : leaf));
console.log(JSON.stringify(redacted));
const doubled = mapLeaves(payload, (leaf) => (typeof leaf === "number" ? leaf * 2 : leaf));
console.log(JSON.stringify(doubled));
console.log(JSON.stringify(prune(payload, (p) => !secretKeys.test(p) && !p.endsWith("note"))));
const s = stats(payload);
console.log(s.depth, s.leaves, [...s.keys].sort().join(","));
