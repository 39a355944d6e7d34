type QueryValue = string | string[];
type Query = Record<string, QueryValue>;

function decode(s: string): string {
  return decodeURIComponent(s.replace(/\+/g, " "));
}

function parseQuery(qs: string): Query {
  const out: Query = {};
  for (const pair of qs.replace(/^\?/, "").split("&")) {
    if (!pair) continue;
    const [rawKey, rawVal = ""] = pair.split("=", 2);
    const key = decode(rawKey).replace(/\[\]$/, "");
    const val = decode(rawVal);
    const prev = out[key];
    if (prev === undefined) out[key] = rawKey.endsWith("[]") ? [val] : val;
    else out[key] = Array.isArray(prev) ? [...prev, val] : [prev, val];
  }
  return out;
}

function stringifyQuery(q: Query): string {
  return Object.entries(q)
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k + "[]", x] as const) : [[k, v] as const]))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&");
}

function first(v: QueryValue | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function getInt(q: Query, key: string, fallback: number): number {
  const n = parseInt(first(q[key]) ?? "", 10);
  return Number.isNaN(n) ? fallback : n;
}

const q = parseQuery("?page=3&tag[]=ts&tag[]=c&q=hello+world%21&sort=name&sort=date&empty=");
console.log(q);
console.log(getInt(q, "page", 1), getInt(q, "limit", 20));
console.log(first(q.sort), first(q.q));
const tags = ([] as string[]).concat(q.tag ?? []);
console.log(tags.length, tags.join("|"));
console.log(stringifyQuery({ ...q, page: String(getInt(q, "page", 1) + 1) }));




