const follows = new Map<string, Set<string>>();
function follow(a: string, b: string): void {
  let s = follows.get(a);
  if (!s) {
    s = new Set();
    follows.set(a, s);
  }
  s.add(b);
}
follow("ann", "bo");
follow("ann", "cy");
console.log(follows.get("ann")?.size ?? 0);
