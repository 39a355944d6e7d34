// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
function fetchUser(id: number) {
  return Promise.resolve({ id, name: `user${id}`, tags: ["a", "b"] as string[] });
}
function fetchOrders(userId: number) {
  return Promise.resolve([
    { id: 1, userId, total: 10 },
    { id: 2, userId, total: 32.5 },
  ]);
}

type UserT = Awaited<ReturnType<typeof fetchUser>>;
type OrderT = Awaited<ReturnType<typeof fetchOrders>>[number];
type FetchArgs = Parameters<typeof fetchOrders>;

async function summary(...args: FetchArgs): Promise<{ user: UserT; orders: OrderT[]; total: number }> {
  const [user, orders] = await Promise.all([fetchUser(args[0]), fetchOrders(args[0])]);
  return { user, orders, total: orders.reduce((s, o) => s + o.total, 0) };
}

const s = await summary(5);
console.log(s.user.name, s.orders.length, s.total);

const api = {
  user: fetchUser,
  orders: fetchOrders,
  ping: async () => "pong" as const,
};
type Api = typeof api;
type ApiResult<K extends keyof Api> = Awaited<ReturnType<Api[K]>>;

async function call<K extends keyof Api>(k: K, ...args: Parameters<Api[K]>): Promise<ApiResult<K>> {
  const fn = api[k] as (...a: unknown[]) => Promise<ApiResult<K>>;
  return fn(...args);
}

const pong: "pong" = await call("ping");
const u = await call("user", 3);
const os = await call("orders", 3);
console.log(pong, u.id, os.map((o) => o.total));

const results = await Promise.allSettled([call("user", 1), call("ping")]);

type Unwrap<T> = T extends Promise<infer U> ? Unwrap<U> : T;
const nested: Unwrap<Promise<Promise<number>>> = 42;
console.log(nested);
