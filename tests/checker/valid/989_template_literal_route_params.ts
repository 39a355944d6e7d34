type Route = "/users/:id" | "/posts/:postId/comments";
const routeTable: Record<Route, string> = {
  "/users/:id": "user",
  "/posts/:postId/comments": "comments",
};
function match(path: string): string | undefined {
  for (const [pattern, name] of Object.entries(routeTable)) {
    const re = new RegExp("^" + pattern.replace(/:\w+/g, "[^/]+") + "$");
    if (re.test(path)) return name;
  }
  return undefined;
}
console.log(match("/users/42"), match("/nope"));
