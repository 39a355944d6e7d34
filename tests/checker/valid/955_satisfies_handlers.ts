type Handler = (req: { path: string }) => { status: number; body: string };
const routes = {
  "/": () => ({ status: 200, body: "home" }),
  "/health": (req) => ({ status: 200, body: req.path }),
} satisfies Record<string, Handler>;
const h = routes["/health"];
console.log(h({ path: "/health" }).body, routes["/"]().status);
