// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Primitive = string | number | boolean | null;
type Json = Primitive | Json[] | { [k: string]: Json };

function flatten(obj: Json, prefix = "", out: Record<string, Primitive> = {}): Record<string, Primitive> {
  if (obj === null || typeof obj !== "object") {
    out[prefix || "."] = obj;
  } else if (Array.isArray(obj)) {
    obj.forEach((v, i) => flatten(v, `${prefix}[${i}]`, out));
  } else {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
  return out;
}

type Change = { path: string; kind: "added" | "removed" | "changed"; from?: Primitive; to?: Primitive };
function diff(a: Json, b: Json): Change[] {
  const fa = flatten(a), fb = flatten(b);
  const keys = [...new Set([...Object.keys(fa), ...Object.keys(fb)])].sort();
  return keys.flatMap((path): Change[] => {
    const inA = path in fa, inB = path in fb;
    if (inA && !inB) return [{ path, kind: "removed" as const, from: fa[path] }];
    if (!inA && inB) return [{ path, kind: "added" as const, to: fb[path] }];
    return fa[path] !== fb[path] ? [{ path, kind: "changed" as const, from: fa[path], to: fb[path] }] : [];
  });
}

const before: Json = { name: "svc", replicas: 2, env: { LOG: "info", TZ: "UTC" }, ports: [80, 443], debug: false };
const after: Json = { name: "svc", replicas: 3, env: { LOG: "debug" }, ports: [80, 443, 8080], debug: null };

for (const d of diff(before, after)) {
  const arrow = d.kind === "changed" ? `${JSON.stringify(d.from)} -> ${JSON.stringify(d.to)}` : JSON.stringify(d.from ?? d.to);
  console.log(d.kind.padEnd(7), d.path, arrow);
}

function get(obj: Json, path: string): Json | undefined {
  let cur: Json | undefined = obj;
  for (const part of path.split(".")) {
    if (cur === null || typeof cur !== "object" || Array.isArray(cur)) return undefined;
    cur = cur[part];
  }
  return cur;
}
console.log(get(after, "env.LOG"), get(after, "env.TZ"), get(before, "ports"));

const parsed: unknown = JSON.parse('{"a":[1,{"b":true}],"c":"x"}');
const isJson = (v: unknown): v is Json =>
  v === null || ["string", "number", "boolean"].includes(typeof v) ||
  (Array.isArray(v) ? v.every(isJson) : typeof v === "object" && Object.values(v as object).every(isJson));
if (isJson(parsed)) console.log(flatten(parsed));
