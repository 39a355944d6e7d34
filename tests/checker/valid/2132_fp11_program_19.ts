type Method = "GET" | "POST" | "DELETE";
type Req = { method: Method; path: string; body?: unknown };
type Res = { status: number; body: string };
type Handler = { (req: Req, params: Record<string, string>): Res; method: Method; pattern: string };

function getUser(_req: Req, params: Record<string, string>): Res {
  return { status: 200, body: `user ${params.id}` };
}
getUser.method = "GET" as Method;
getUser.pattern = "/users/:id";

const createUser = (req: Req): Res => ({ status: 201, body: `created ${JSON.stringify(req.body)}` });
createUser.method = "POST" as Method;
createUser.pattern = "/users";

function match(pattern: string, path: string): Record<string, string> | null {
  const ps = pattern.split("/"), xs = path.split("/");
  if (ps.length !== xs.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < ps.length; i++) {
    if (ps[i].startsWith(":")) out[ps[i].slice(1)] = xs[i];
    else if (ps[i] !== xs[i]) return null;
  }
  return out;
}

class Router {
  private routes: Handler[] = [];
  add(...hs: Handler[]) { this.routes.push(...hs); return this; }
  handle(req: Req): Res {
    for (const h of this.routes) {
      if (h.method !== req.method) continue;
      const params = match(h.pattern, req.path);
      if (params) return h(req, params);
    }
    return { status: 404, body: "not found" };
  }
}

const router = new Router().add(getUser, createUser);
console.log(router.handle({ method: "GET", path: "/users/7" }).body);
console.log(router.handle({ method: "POST", path: "/users", body: { name: "x" } }).status);
console.log(router.handle({ method: "DELETE", path: "/users/7" }).status, getUser.pattern);
