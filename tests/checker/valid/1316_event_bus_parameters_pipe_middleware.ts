// A typed event bus emitting Parameters<E[K]>, pipe overloads, bound console.log, retry through catch, composed async middleware.
type Events = {
  login: (user: string, at: Date) => void;
  logout: (user: string) => void;
  tick: () => void;
};
class Bus<E extends Record<string, (...args: any[]) => void>> {
  private map = new Map<keyof E, Array<E[keyof E]>>();
  on<K extends keyof E>(k: K, f: E[K]): () => void {
    const list = this.map.get(k) ?? [];
    list.push(f);
    this.map.set(k, list);
    return () => this.map.set(k, list.filter((g) => g !== f));
  }
  emit<K extends keyof E>(k: K, ...args: Parameters<E[K]>): number {
    const list = this.map.get(k) ?? [];
    for (const f of list) f(...args);
    return list.length;
  }
}
const bus = new Bus<Events>();
const off = bus.on("login", (user, at) => console.log(user.toUpperCase(), at.getTime() > 0));
bus.on("logout", (user) => console.log(user.length));
console.log(bus.emit("login", "ann", new Date(0)), bus.emit("logout", "bo"), bus.emit("tick"));
off();
function pipe<A>(a: A): A;
function pipe<A, B>(a: A, ab: (a: A) => B): B;
function pipe<A, B, C>(a: A, ab: (a: A) => B, bc: (b: B) => C): C;
function pipe(a: unknown, ...fns: Array<(x: unknown) => unknown>): unknown {
  return fns.reduce((acc, f) => f(acc), a);
}
const piped = pipe(" Hello ", (s) => s.trim(), (s) => s.length);
console.log(piped.toFixed(0));
const logWith = console.log.bind(console, "[app]");
logWith("started", 1);
function retry<T>(fn: () => Promise<T>, n = 3): Promise<T> {
  return fn().catch((e: unknown) => (n > 0 ? retry(fn, n - 1) : Promise.reject(e)));
}
retry(async () => 5).then((v) => console.log(v + 1));
type Middleware<C> = (ctx: C, next: () => Promise<void>) => Promise<void>;
function compose<C>(...mws: Middleware<C>[]): (ctx: C) => Promise<void> {
  return (ctx) => {
    const run = (i: number): Promise<void> => (i < mws.length ? mws[i](ctx, () => run(i + 1)) : Promise.resolve());
    return run(0);
  };
}
const app = compose<{ path: string; log: string[] }>(
  async (ctx, next) => {
    ctx.log.push("a");
    await next();
  },
  async (ctx) => {
    ctx.log.push(ctx.path);
  },
);
const ctx = { path: "/x", log: [] as string[] };
app(ctx).then(() => console.log(ctx.log.join(">")));
