type T = { id: number; kids: T[] };
function f(xs: Array<() => number>) {
  return xs.map((f) => f());
}
function g(t: T) {
  return t.kids.map(({ id }) => id);
}
function h(t: T): number[] {
  return t.kids.map((k) => h(k).length);
}
function ids(t: T) {
  return t.kids.map((k) => k.id).concat(t.id);
}
function walk(t: T) {
  const out = t.kids.map((k) => k.id);
  return out;
}
console.log(f([() => 1]), g({ id: 1, kids: [] }), h, ids, walk);
