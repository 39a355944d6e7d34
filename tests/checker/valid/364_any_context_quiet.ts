// Callbacks typed through any-typed values stay quiet where tsc gives them a type: parameters
// of an any[]'s methods, a declared callback type, JSON.parse results cast to a type.
type Row = { id: number; tags: string[] };
const raw: any[] = JSON.parse("[]");
const ids = raw.map((r) => r.id);
const rows = JSON.parse('[{"id":1,"tags":["a"]}]') as Row[];
const tags = rows.flatMap((r) => r.tags).filter((t) => t.length > 0);
const handlers: Record<string, (v: any) => void> = { log: (v) => console.log(v) };
handlers.log(tags);
const parsed: unknown = JSON.parse("{}");
console.log(ids.length, Array.isArray(parsed) ? parsed.map((p) => p) : parsed);
