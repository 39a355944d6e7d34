class Leaf<T> {
  constructor(readonly value: T) {}
}
class Branch<T> {
  constructor(readonly left: Tree<T>, readonly right: Tree<T>) {}
}
type Tree<T> = Leaf<T> | Branch<T>;
const isLeaf = <T,>(t: Tree<T>): t is Leaf<T> => t instanceof Leaf;
function sum<T>(t: Tree<T>, f: (v: T) => number): number {
  if (isLeaf(t)) return f(t.value);
  return sum(t.left, f) + sum(t.right, f);
}
interface Loaded<T> {
  data: T;
  loadedAt: number;
}
interface Loading {
  startedAt: number;
}
function isLoaded<T>(s: Loaded<T> | Loading): s is Loaded<T> {
  return "data" in s;
}
function show<T>(s: Loaded<T> | Loading): string {
  return isLoaded(s) ? `data@${s.loadedAt}: ${String(s.data)}` : `loading since ${s.startedAt}`;
}
console.log(sum(new Branch(new Leaf(1), new Leaf(2)), (n) => n), show({ startedAt: 1 }));
