type Route = { path: string; auth: boolean };
const routes = {
  home: { path: "/", auth: false },
  admin: { path: "/admin", auth: true },
} satisfies Record<string, Route>;
console.log(routes.home.path, routes.admin.auth);
const keys = Object.keys(routes);
console.log(keys.length);
