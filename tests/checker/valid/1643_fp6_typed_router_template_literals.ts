// Typed REST routes: template literal paths, param extraction with conditional types, a router table.
type Method = "GET" | "POST" | "DELETE";
type Route = `${Method} /${string}`;
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof Params<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : {};

type Handler<P extends string> = (params: Params<P>, body: unknown) => Promise<{ status: number; json: unknown }>;

class Router {
  #routes: { method: Method; pattern: RegExp; keys: string[]; handler: Handler<string>; path: string }[] = [];
  on<R extends Route>(route: R, handler: Handler<R>): this {
    const [method, path] = route.split(" ") as [Method, string];
    const keys: string[] = [];
    const pattern = new RegExp("^" + path.replace(/:(\w+)/g, (_, k: string) => (keys.push(k), "([^/]+)")) + "$");
    this.#routes.push({ method, pattern, keys, handler: handler as Handler<string>, path });
    return this;
  }
  async handle(method: Method, url: string, body?: unknown): Promise<string> {
    for (const r of this.#routes) {
      if (r.method !== method) continue;
      const m = r.pattern.exec(url);
      if (!m) continue;
      const params = Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]));
      try {
        const res = await r.handler(params, body);
        return `${res.status} ${JSON.stringify(res.json)}`;
      } catch (e) {
        return `500 ${e instanceof Error ? e.message : "error"}`;
      }
    }
    return `404 no route for ${method} ${url}`;
  }
}

const users = new Map<string, { id: string; name: string; posts: string[] }>([
  ["u1", { id: "u1", name: "Ada", posts: ["p1", "p2"] }],
  ["u2", { id: "u2", name: "Linus", posts: [] }],
]);

const router = new Router()
  .on("GET /users/:id", async ({ id }) => {
    const u = users.get(id);
    return u ? { status: 200, json: u } : { status: 404, json: { error: `user ${id} not found` } };
  })
  .on("GET /users/:id/posts/:postId", async (p) => {
    const u = users.get(p.id);
    if (!u?.posts.includes(p.postId)) return { status: 404, json: null };
    return { status: 200, json: { user: u.name, post: p.postId } };
  })
  .on("POST /users", async (_p, body) => {
    if (typeof body !== "object" || body === null || !("name" in body) || typeof body.name !== "string") {
      return { status: 400, json: { error: "name required" } };
    }
    const id = `u${users.size + 1}`;
    users.set(id, { id, name: body.name, posts: [] });
    return { status: 201, json: { id } };
  })
  .on("DELETE /users/:id", async ({ id }) => {
    if (id === "u1") throw new Error("cannot delete the owner");
    return { status: users.delete(id) ? 204 : 404, json: null };
  });

const calls: [Method, string, unknown?][] = [
  ["GET", "/users/u1"],
  ["GET", "/users/u1/posts/p2"],
  ["GET", "/users/u2/posts/p9"],
  ["POST", "/users", { name: "Grace" }],
  ["POST", "/users", { nom: "x" }],
  ["DELETE", "/users/u1"],
  ["DELETE", "/users/u2"],
  ["GET", "/users/u%33"],
  ["GET", "/teams/1"],
];
for (const [m, url, body] of calls) console.log(`${m.padEnd(6)} ${url.padEnd(20)} -> ${await router.handle(m, url, body)}`);
