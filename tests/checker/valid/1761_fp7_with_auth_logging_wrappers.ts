// Middleware for typed handlers: withAuth / withLogging wrappers that add context fields.
interface BaseCtx {
  path: string;
  headers: Record<string, string | undefined>;
}

type Handler<C, R = string> = (ctx: C) => Promise<R>;

function withLogging<C extends BaseCtx, R>(h: Handler<C, R>, log: string[]): Handler<C, R> {
  return async (ctx) => {
    log.push(`-> ${ctx.path}`);
    try {
      const r = await h(ctx);
      log.push(`<- ${ctx.path} ok`);
      return r;
    } catch (e) {
      log.push(`<- ${ctx.path} ${e instanceof Error ? e.message : "error"}`);
      throw e;
    }
  };
}

function withAuth<C extends BaseCtx, R>(h: Handler<C & { user: string }, R>): Handler<C, R> {
  return (ctx) => {
    const token = ctx.headers["authorization"];
    if (!token?.startsWith("Bearer ")) return Promise.reject(new Error("unauthorized"));
    return h({ ...ctx, user: token.slice(7) });
  };
}

function withTiming<C extends BaseCtx, R>(h: Handler<C & { startedAt: number }, R>, clock: () => number) {
  return (ctx: C) => h({ ...ctx, startedAt: clock() });
}

let t = 100;
const log: string[] = [];
const hello: Handler<BaseCtx & { user: string }> = async ({ user, path }) => `hello ${user} at ${path}`;
const secured = withLogging(withAuth(hello), log);

const stats = withTiming<BaseCtx, { user: string; t: number }>(
  withAuth(async (ctx: BaseCtx & { startedAt: number } & { user: string }) => ({ user: ctx.user, t: ctx.startedAt })),
  () => t++
);

async function main() {
  console.log(await secured({ path: "/a", headers: { authorization: "Bearer ada" } }));
  await secured({ path: "/b", headers: {} }).catch((e: Error) => console.log("rejected:", e.message));
  const s = await stats({ path: "/s", headers: { authorization: "Bearer bob" } });
  console.log(s.user, s.t);
  console.log(log.join(" | "));
}
main();
