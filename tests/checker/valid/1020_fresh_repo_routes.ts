interface Repo<T, ID = string> { get(id: ID): Promise<T | undefined>; list(filter?: Partial<T>): Promise<T[]>; save(item: T): Promise<void> }
type Customer = { id: string; name: string; tier: "gold" | "silver"; spend: number };
class MemRepo<T extends { id: string }> implements Repo<T> {
  private rows: T[] = [];
  async get(id: string) { return this.rows.find((r) => r.id === id); }
  async list(filter: Partial<T> = {}) {
    return this.rows.filter((r) => (Object.entries(filter) as [keyof T, unknown][]).every(([k, v]) => r[k] === v));
  }
  async save(item: T) { const i = this.rows.findIndex((r) => r.id === item.id); if (i >= 0) this.rows[i] = item; else this.rows.push(item); }
}
const repo = new MemRepo<Customer>();
await repo.save({ id: "c1", name: "Ann", tier: "gold", spend: 120 });
await repo.save({ id: "c2", name: "Bob", tier: "silver", spend: 80 });
await repo.save({ id: "c1", name: "Ann", tier: "gold", spend: 150 });
const golds = await repo.list({ tier: "gold" });
console.log(golds.map((c) => `${c.name}:${c.spend}`), (await repo.get("c2"))?.name, await repo.get("zz"));
const summary = (await repo.list()).reduce(
  (acc, c) => { acc[c.tier] = (acc[c.tier] ?? 0) + c.spend; return acc; },
  {} as Partial<Record<Customer["tier"], number>>,
);
console.log(summary);
type Handler = (req: { path: string; query: Record<string, string> }) => { status: number; body: unknown };
const routes: Record<string, Handler> = {
  "/health": () => ({ status: 200, body: "ok" }),
  "/sum": ({ query }) => ({ status: 200, body: Object.values(query).map(Number).reduce((a, b) => a + b, 0) }),
};
function dispatch(url: string) {
  const [path, qs = ""] = url.split("?");
  const query = Object.fromEntries(qs.split("&").filter(Boolean).map((kv) => kv.split("=") as [string, string]));
  const h = routes[path];
  return h ? h({ path, query }) : { status: 404, body: null };
}
console.log(dispatch("/sum?a=1&b=2"), dispatch("/nope"));
