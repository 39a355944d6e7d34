// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Route = "/users" | "/users/:id" | "/orders/:orderId/items/:itemId";

type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof Params<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : {};

type Handler<P extends string> = (params: Params<P>) => string;

const routes: { [R in Route]: Handler<R> } = {
  "/users": () => "all users",
  "/users/:id": (p) => `user ${p.id}`,
  "/orders/:orderId/items/:itemId": (p) => `order ${p.orderId} item ${p.itemId}`,
};

function match(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split("/");
  const b = path.split("/");
  if (a.length !== b.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(":")) out[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i] !== b[i]) return null;
  }
  return out;
}

function handle(path: string): string {
  for (const r of Object.keys(routes) as Route[]) {
    const p = match(r, path);
    if (p) return (routes[r] as (x: Record<string, string>) => string)(p);
  }
  return "404";
}

for (const p of ["/users", "/users/7", "/orders/9/items/a%20b", "/nope"]) console.log(p, "=>", handle(p));

type Method = "get" | "post" | "delete";
type Endpoint = `${Uppercase<Method>} ${Route}`;
const allowed: Endpoint[] = ["GET /users", "POST /users", "DELETE /users/:id"];
console.log(allowed.filter((e) => e.startsWith("GET")));

type EventKey<T extends string> = `on${Capitalize<T>}`;
type Props = { [K in "click" | "hover" as EventKey<K>]?: () => void };
const props: Props = { onClick: () => console.log("clicked") };
props.onClick?.();
props.onHover?.();
