// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Handler<Req, Res> = (req: Req) => Promise<Res>;
type Middleware<Req, Res> = (req: Req, next: Handler<Req, Res>) => Promise<Res>;

class Pipeline<Req, Res> {
  private mws: Middleware<Req, Res>[] = [];
  use(mw: Middleware<Req, Res>) {
    this.mws.push(mw);
    return this;
  }
  handler(final: Handler<Req, Res>): Handler<Req, Res> {
    return this.mws.reduceRight<Handler<Req, Res>>((next, mw) => (req) => mw(req, next), final);
  }
}

interface Req { path: string; headers: Record<string, string>; user?: string }
interface Res { status: number; body: string; headers?: Record<string, string> }

const trace: string[] = [];
const app = new Pipeline<Req, Res>()
  .use(async (req, next) => {
    trace.push(`> ${req.path}`);
    const res = await next(req);
    trace.push(`< ${res.status}`);
    return res;
  })
  .use(async (req, next) => {
    const token = req.headers["authorization"];
    if (!token) return { status: 401, body: "unauthorized" };
    return next({ ...req, user: token.replace(/^Bearer /, "") });
  })
  .use(async (req, next) => {
    try {
      return await next(req);
    } catch (e) {
      return { status: 500, body: (e as Error).message };
    }
  });

const handle = app.handler(async (req) => {
  if (req.path === "/boom") throw new Error("exploded");
  if (req.path === "/me") return { status: 200, body: `hello ${req.user}`, headers: { "x-user": req.user ?? "" } };
  return { status: 404, body: "not found" };
});

const requests: Req[] = [
  { path: "/me", headers: { authorization: "Bearer kim" } },
  { path: "/me", headers: {} },
  { path: "/boom", headers: { authorization: "Bearer x" } },
  { path: "/nope", headers: { authorization: "Bearer y" } },
];
const responses = await Promise.all(requests.map(handle));
responses.forEach((r) => console.log(r.status, r.body, JSON.stringify(r.headers ?? {})));
console.log(trace.join(" "));
