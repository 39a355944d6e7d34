type RouteParams<R extends string> = R extends `${string}:${infer P}/${infer Rest}`
  ? { [K in P | keyof RouteParams<`/${Rest}`>]: string }
  : R extends `${string}:${infer P}`
    ? { [K in P]: string }
    : {};

type Handler<R extends string> = (params: RouteParams<R>, query: URLSearchParamsLike) => string;
type URLSearchParamsLike = Map<string, string>;

interface Route { pattern: RegExp; names: string[]; handler: (p: Record<string, string>, q: URLSearchParamsLike) => string }

class Router {
  private routes: Route[] = [];

  get<R extends string>(path: R, handler: Handler<R>): this {
    const names: string[] = [];
    const src = path.replace(/:(\w+)/g, (_, n: string) => {
      names.push(n);
      return "([^/]+)";
    });
    this.routes.push({ pattern: new RegExp(`^${src}$`), names, handler: handler as Route["handler"] });
    return this;
  }

  handle(url: string): string {
    const [path, qs = ""] = url.split("?");
    const query = new Map(qs.split("&").filter(Boolean).map((kv) => {
      const [k, v = ""] = kv.split("=");
      return [decodeURIComponent(k), decodeURIComponent(v)] as [string, string];
    }));
    for (const r of this.routes) {
      const m = r.pattern.exec(path);
      if (!m) continue;
      const params = Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
      return r.handler(params, query);
    }
    return `404 ${path}`;
  }
}

const users = new Map([["1", "Ada"], ["2", "Grace"]]);
const router = new Router()
  .get("/users/:id", ({ id }) => users.get(id) ?? `no user ${id}`)
  .get("/users/:id/posts/:postId", ({ id, postId }, q) => `post ${postId} by ${users.get(id)} sort=${q.get("sort") ?? "none"}`)
  .get("/health", () => "ok")
  .get("/files/:name", (p) => `file ${p.name}`);

for (const u of ["/users/1", "/users/3", "/users/2/posts/42?sort=desc&x=1", "/health", "/files/a%20b.txt", "/nope"]) {
  console.log(u.padEnd(36), "->", router.handle(u));
}
const p: RouteParams<"/a/:x/b/:y/c/:z"> = { x: "1", y: "2", z: "3" };
console.log(Object.keys(p).join(""));
