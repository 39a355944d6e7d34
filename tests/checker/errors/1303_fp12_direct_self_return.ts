// Only a direct `return f(...)` through a constant or declaration is left out.
var viaVar = (n: number) => {
  if (n < 1) return n;
  return viaVar(n - 1);
};
const exprBody = (n: number) => (n < 1 ? n : exprBody(n - 1));
function inside(n: number) {
  if (n < 1) return n;
  return 1 + inside(n - 1);
}
function typed(n: number) {
  if (n < 1) return n;
  return typed(n - 1);
}
const s: string = typed(3);
function reachable(n: number) {
  if (n > 0) return reachable(n - 1);
}
const t: number = reachable(2);
