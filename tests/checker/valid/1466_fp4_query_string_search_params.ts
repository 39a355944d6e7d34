// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Primitive = string | number | boolean;
type QueryValue = Primitive | Primitive[] | undefined;
type Query = Record<string, QueryValue>;

function toQuery(q: Query): string {
  return Object.entries(q)
    .filter((e): e is [string, Exclude<QueryValue, undefined>] => e[1] !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join("&");
}

function fromQuery(s: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const part of s.replace(/^\?/, "").split("&").filter(Boolean)) {
    const [rk, rv = ""] = part.split("=");
    const k = decodeURIComponent(rk), v = decodeURIComponent(rv);
    const cur = out[k];
    out[k] = cur === undefined ? v : Array.isArray(cur) ? [...cur, v] : [cur, v];
  }
  return out;
}

interface SearchParams { q: string; page: number; size: number; tags: string[]; exact: boolean; sort?: "asc" | "desc" }
const defaults: Omit<SearchParams, "q"> = { page: 1, size: 20, tags: [], exact: false };

function parseSearch(s: string): SearchParams | { error: string } {
  const raw = fromQuery(s);
  const one = (k: keyof SearchParams) => {
    const v = raw[k];
    return Array.isArray(v) ? v[0] : v;
  };
  const q = one("q");
  if (!q) return { error: "q is required" };
  const page = Number(one("page") ?? defaults.page);
  if (!Number.isInteger(page) || page < 1) return { error: `bad page ${one("page")}` };
  const sort = one("sort");
  if (sort !== undefined && sort !== "asc" && sort !== "desc") return { error: `bad sort ${sort}` };
  const tags = raw.tags === undefined ? defaults.tags : ([] as string[]).concat(raw.tags);
  return { ...defaults, q, page, size: Number(one("size") ?? defaults.size), tags, exact: one("exact") === "true", ...(sort ? { sort } : {}) };
}

const qs = toQuery({ q: "red shoes", page: 2, tags: ["sale", "new"], exact: true, sort: undefined });
console.log(qs);
console.log(parseSearch(qs));
for (const s of ["?page=0&q=x", "size=5", "q=a&sort=up", "q=hi&tags=one&sort=desc"]) {
  const r = parseSearch(s);
  console.log(s, "->", "error" in r ? r.error : `${r.q} p${r.page} ${r.tags.join("+") || "-"} ${r.sort ?? ""}`);
}
