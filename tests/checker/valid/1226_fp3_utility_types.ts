type Handler = (req: { path: string; query: Record<string, string> }, user?: { id: number }) => Promise<string> | string;
type Req = Parameters<Handler>[0];
type Res = Awaited<ReturnType<Handler>>;

const routes: Record<string, Handler> = {
  "/hello": (req) => `hello ${req.query.name ?? "anon"}`,
  "/me": async (_req, user) => (user ? `user ${user.id}` : "guest"),
  "/sum": ({ query }) => String(Object.values(query).map(Number).reduce((a, b) => a + b, 0)),
};

async function dispatch(url: string, user?: { id: number }): Promise<Res> {
  const [path, qs = ""] = url.split("?");
  const query = Object.fromEntries(qs.split("&").filter(Boolean).map((kv) => kv.split("=") as [string, string]));
  const req: Req = { path, query };
  const h = routes[path];
  if (!h) return `404 ${path}`;
  return await h(req, user);
}

for (const u of ["/hello?name=ann", "/me", "/sum?a=1&b=2&c=3.5", "/nope"]) console.log(u, "=>", await dispatch(u, u === "/me" ? { id: 7 } : undefined));

type Shape = { kind: "circle"; r: number } | { kind: "rect"; w: number; h: number } | { kind: "tri"; a: number; b: number; c: number };
type Kind = Shape["kind"];
type Of<K extends Kind> = Extract<Shape, { kind: K }>;
const area: { [K in Kind]: (s: Of<K>) => number } = {
  circle: (s) => Math.PI * s.r ** 2,
  rect: (s) => s.w * s.h,
  tri: ({ a, b, c }) => {
    const p = (a + b + c) / 2;
    return Math.sqrt(p * (p - a) * (p - b) * (p - c));
  },
};
function areaOf(s: Shape): number {
  switch (s.kind) {
    case "circle":
      return area.circle(s);
    case "rect":
      return area.rect(s);
    case "tri":
      return area.tri(s);
  }
}
const shapes: Shape[] = [{ kind: "circle", r: 1 }, { kind: "rect", w: 2, h: 3 }, { kind: "tri", a: 3, b: 4, c: 5 }];
console.log(shapes.map((s) => `${s.kind}:${areaOf(s).toFixed(2)}`).join(" "));
type NoKind = Omit<Of<"rect">, "kind">;
const r: NoKind = { w: 1, h: 1 };
type Opt = Partial<Pick<Of<"tri">, "a" | "b">> & Required<Pick<Of<"tri">, "c">>;
const o: Opt = { c: 2 };
type RO = Readonly<typeof r>;
const ro: RO = r;
console.log(r, o, ro.w, Object.keys(area) as Kind[]);
type Nullable<T> = { [K in keyof T]: T[K] | null };
const partialNull: Nullable<NoKind> = { w: null, h: 3 };
const nn: NonNullable<number | null> = 4;
console.log(partialNull.w ?? "none", nn);
