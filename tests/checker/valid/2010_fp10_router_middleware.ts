type Method = "GET" | "POST" | "DELETE";
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type Params<P extends string> = { [K in ParamNames<P>]: string };

interface Request<P = Record<string, string>> {
  method: Method;
  path: string;
  params: P;
  query: URLSearchParamsLike;
  body?: unknown;
}
interface URLSearchParamsLike {
  get(name: string): string | null;
}
interface Response {
  status: number;
  body: unknown;
}
type Handler<P> = (req: Request<P>) => Response | Promise<Response>;
type Middleware = (req: Request, next: () => Promise<Response>) => Promise<Response>;

class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

class Router {
  private routes: { method: Method; pattern: RegExp; keys: string[]; handler: Handler<any> }[] = [];
  private middleware: Middleware[] = [];

  use(mw: Middleware): this {
    this.middleware.push(mw);
    return this;
  }

  on<P extends string>(method: Method, path: P, handler: Handler<Params<P>>): this {
    const keys: string[] = [];
    const pattern = new RegExp("^" + path.replace(/:(\w+)/g, (_, k: string) => (keys.push(k), "([^/]+)")) + "$");
    this.routes.push({ method, pattern, keys, handler });
    return this;
  }

  async handle(method: Method, url: string, body?: unknown): Promise<Response> {
    const [path, qs = ""] = url.split("?");
    const pairs = new Map(qs.split("&").filter(Boolean).map((kv) => kv.split("=") as [string, string]));
    const query: URLSearchParamsLike = { get: (n) => pairs.get(n) ?? null };
    const route = this.routes.find((r) => r.method === method && r.pattern.test(path));
    const req: Request = { method, path, params: {}, query, body };
    const final = async (): Promise<Response> => {
      if (!route) throw new HttpError(404, `no route for ${method} ${path}`);
      const m = route.pattern.exec(path)!;
      req.params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]));
      return route.handler(req);
    };
    const chain = this.middleware.reduceRight<() => Promise<Response>>((next, mw) => () => mw(req, next), final);
    try {
      return await chain();
    } catch (e) {
      if (e instanceof HttpError) return { status: e.status, body: { error: e.message } };
      return { status: 500, body: { error: String(e) } };
    }
  }
}

const users = new Map([["1", { id: "1", name: "Ann" }]]);
const log: string[] = [];
const app = new Router()
  .use(async (req, next) => {
    const res = await next();
    log.push(`${req.method} ${req.path} -> ${res.status}`);
    return res;
  })
  .use(async (req, next) => {
    if (req.query.get("token") !== "secret") throw new HttpError(401, "unauthorized");
    return next();
  })
  .on("GET", "/users/:id", (req) => {
    const u = users.get(req.params.id);
    if (!u) throw new HttpError(404, `user ${req.params.id} not found`);
    return { status: 200, body: u };
  })
  .on("GET", "/users/:id/posts/:postId", (req) => ({ status: 200, body: `${req.params.id}/${req.params.postId}` }))
  .on("POST", "/users", async (req) => {
    const name = (req.body as { name?: unknown })?.name;
    if (typeof name !== "string") throw new HttpError(400, "name required");
    const id = String(users.size + 1);
    users.set(id, { id, name });
    return { status: 201, body: { id } };
  });

for (const [m, url, body] of [
  ["GET", "/users/1?token=secret"],
  ["GET", "/users/9?token=secret"],
  ["GET", "/users/1/posts/a%20b?token=secret"],
  ["POST", "/users?token=secret", { name: "Bo" }],
  ["POST", "/users?token=secret", {}],
  ["GET", "/users/2"],
  ["DELETE", "/users/1?token=secret"],
] as [Method, string, unknown?][]) {
  const res = await app.handle(m, url, body);
  console.log(res.status, JSON.stringify(res.body));
}
console.log(log);
