// Middleware chain (koa-like) with typed context.
interface Context {
  path: string;
  method: "GET" | "POST";
  status: number;
  body: unknown;
  state: Record<string, unknown>;
  log: string[];
}

type Next = () => Promise<void>;
type Middleware<C> = (ctx: C, next: Next) => Promise<void> | void;

function composeMiddleware<C>(stack: readonly Middleware<C>[]): (ctx: C) => Promise<void> {
  return (ctx) => {
    let index = -1;
    const dispatch = async (i: number): Promise<void> => {
      if (i <= index) throw new Error("next() called multiple times");
      index = i;
      const fn = stack[i];
      if (!fn) return;
      await fn(ctx, () => dispatch(i + 1));
    };
    return dispatch(0);
  };
}

const timing: Middleware<Context> = async (ctx, next) => {
  ctx.log.push(`> ${ctx.method} ${ctx.path}`);
  await next();
  ctx.log.push(`< ${ctx.status}`);
};

const auth: Middleware<Context> = async (ctx, next) => {
  if (ctx.path.startsWith("/admin") && ctx.state.user !== "root") {
    ctx.status = 403;
    ctx.body = { error: "forbidden" };
    return;
  }
  await next();
};

const routes: Record<string, (ctx: Context) => unknown> = {
  "/hello": () => ({ message: "hi" }),
  "/admin/stats": (ctx) => ({ user: ctx.state.user, uptime: 42 }),
};

const router: Middleware<Context> = (ctx) => {
  const handler = routes[ctx.path];
  if (handler === undefined) {
    ctx.status = 404;
    ctx.body = null;
    return;
  }
  ctx.status = 200;
  ctx.body = handler(ctx);
};

const app = composeMiddleware([timing, auth, router]);

function makeCtx(path: string, user?: string): Context {
  return { path, method: "GET", status: 0, body: undefined, state: user ? { user } : {}, log: [] };
}

async function main() {
  for (const [path, user] of [["/hello"], ["/admin/stats"], ["/admin/stats", "root"], ["/nope"]] as [string, string?][]) {
    const ctx = makeCtx(path, user);
    await app(ctx);
    console.log(ctx.log.join(" "), JSON.stringify(ctx.body));
  }
  const broken = composeMiddleware<Context>([
    async (_ctx, next) => {
      await next();
      await next();
    },
  ]);
  await broken(makeCtx("/x")).catch((e: Error) => console.log("caught:", e.message));
}

main().finally(() => console.log("done"));
