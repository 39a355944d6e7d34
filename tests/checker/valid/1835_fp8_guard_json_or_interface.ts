type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
interface Meta { version: number; tags: string[] }
type Entry = { key: string; meta: Meta; body: Json };

const isJsonObject = (v: Json | Meta | undefined): v is { [k: string]: Json } =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !("version" in v);

function describe(v: Json | Meta): string {
  if (isJsonObject(v)) return `object(${Object.keys(v).length})`;
  if (Array.isArray(v)) return `array(${v.length})`;
  if (typeof v === "object" && v !== null) return `meta v${v.version} [${v.tags.join(",")}]`;
  return typeof v;
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null;
}
function keysOf(x: Meta | string[] | number): string[] {
  if (!isRecord(x)) return [String(x)];
  return Array.isArray(x) ? x : Object.keys(x);
}

const entries: Entry[] = [
  { key: "a", meta: { version: 2, tags: ["x"] }, body: { n: 1, m: [1, 2] } },
  { key: "b", meta: { version: 1, tags: [] }, body: [1, "two", null] },
];
for (const e of entries) console.log(e.key, describe(e.body), describe(e.meta));
console.log(keysOf(entries[0].meta), keysOf(["p", "q"]), keysOf(3));
