// Fetch orders and customers from the host, join them and report revenue per region.
interface Order { id: string; customerId: string; total: number; placedAt: string; status: "open" | "shipped" | "cancelled" }
interface Customer { id: string; name: string; region: string }

class HostError extends Error {
  readonly collection: string;
  readonly attempt: number;
  constructor(collection: string, attempt: number, options?: { cause?: unknown }) {
    super(`host call to ${collection} failed on attempt ${attempt}`, options);
    this.name = "HostError";
    this.collection = collection;
    this.attempt = attempt;
  }
}

const orders = {
  async list(q: { since: string; limit?: number }): Promise<unknown> {
    return [
      { id: "o1", customerId: "c1", total: 120.5, placedAt: "2024-03-01T10:00:00Z", status: "shipped" },
      { id: "o2", customerId: "c2", total: 80, placedAt: "2024-03-02T11:30:00Z", status: "open" },
      { id: "o3", customerId: "c1", total: 42.25, placedAt: "2024-03-03T09:15:00Z", status: "cancelled" },
      { id: "o4", customerId: "c3", total: 310, placedAt: q.since, status: "shipped" },
    ];
  },
};
const customers = {
  async get(id: string): Promise<unknown> {
    const table: Record<string, Customer> = {
      c1: { id: "c1", name: "Ada", region: "EU" },
      c2: { id: "c2", name: "Grace", region: "US" },
      c3: { id: "c3", name: "Linus", region: "EU" },
    };
    if (!(id in table)) throw new Error(`no customer ${id}`);
    return table[id];
  },
};

function isOrder(v: unknown): v is Order {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.id === "string" && typeof o.customerId === "string" && typeof o.total === "number"
    && typeof o.placedAt === "string" && (o.status === "open" || o.status === "shipped" || o.status === "cancelled");
}

function isCustomer(v: unknown): v is Customer {
  return typeof v === "object" && v !== null && "id" in v && "name" in v && "region" in v
    && typeof v.region === "string";
}

async function withRetry<T>(collection: string, fn: () => Promise<T>, attempts = 2): Promise<T> {
  let last: unknown;
  for (let i = 1; i <= attempts; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
    }
  }
  throw new HostError(collection, attempts, { cause: last });
}

const raw = await withRetry("orders", () => orders.list({ since: "2024-03-01", limit: 50 }));
if (!Array.isArray(raw)) throw new TypeError("orders.list did not return an array");
const valid = raw.filter(isOrder).filter((o) => o.status !== "cancelled");

const ids = [...new Set(valid.map((o) => o.customerId))];
const fetched = await Promise.all(ids.map((id) => withRetry("customers", () => customers.get(id))));
const byId = new Map<string, Customer>();
for (const c of fetched) {
  if (isCustomer(c)) byId.set(c.id, c);
}

const revenue: Record<string, number> = {};
for (const o of valid) {
  const region = byId.get(o.customerId)?.region ?? "unknown";
  revenue[region] = (revenue[region] ?? 0) + o.total;
}

const fmt = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const total = Object.values(revenue).reduce((a, b) => a + b, 0);
for (const [region, amount] of Object.entries(revenue).sort((a, b) => b[1] - a[1])) {
  const share = ((amount / total) * 100).toFixed(1);
  console.log(`${region.padEnd(8)}${fmt.format(amount).padStart(12)}  ${share.padStart(5)}%`);
}

try {
  await withRetry("customers", () => customers.get("zz"), 1);
} catch (e) {
  if (e instanceof HostError) {
    const cause = e.cause instanceof Error ? e.cause.message : String(e.cause);
    console.log(e.name, e.collection, e.attempt, "cause:", cause);
  }
}
