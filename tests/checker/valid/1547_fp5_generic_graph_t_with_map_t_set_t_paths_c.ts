// Generic Graph<T> with Map<T, Set<T>>: paths, components, degree stats
class Graph<T> {
  private adj = new Map<T, Set<T>>();
  constructor(private readonly directed = false) {}
  addNode(n: T): this { if (!this.adj.has(n)) this.adj.set(n, new Set()); return this; }
  addEdge(a: T, b: T): this {
    this.addNode(a).addNode(b);
    this.adj.get(a)!.add(b);
    if (!this.directed) this.adj.get(b)!.add(a);
    return this;
  }
  neighbors(n: T): ReadonlySet<T> { return this.adj.get(n) ?? new Set<T>(); }
  get nodes(): T[] { return [...this.adj.keys()]; }
  *edges(): Generator<[T, T]> {
    const seen = new Set<string>();
    for (const [a, bs] of this.adj)
      for (const b of bs) {
        const k = this.directed ? `${a}->${b}` : [String(a), String(b)].sort().join("-");
        if (!seen.has(k)) { seen.add(k); yield [a, b]; }
      }
  }
  allPaths(from: T, to: T, limit = 10): T[][] {
    const out: T[][] = [];
    const path: T[] = [from];
    const onPath = new Set<T>([from]);
    const dfs = (u: T) => {
      if (out.length >= limit) return;
      if (u === to) { out.push([...path]); return; }
      for (const v of this.neighbors(u)) {
        if (onPath.has(v)) continue;
        onPath.add(v); path.push(v);
        dfs(v);
        onPath.delete(v); path.pop();
      }
    };
    dfs(from);
    return out;
  }
  components(): T[][] {
    const seen = new Set<T>();
    const comps: T[][] = [];
    for (const start of this.adj.keys()) {
      if (seen.has(start)) continue;
      const comp: T[] = [];
      const stack = [start];
      seen.add(start);
      while (stack.length) {
        const u = stack.pop() as T;
        comp.push(u);
        this.neighbors(u).forEach((v) => { if (!seen.has(v)) { seen.add(v); stack.push(v); } });
      }
      comps.push(comp);
    }
    return comps;
  }
  degreeStats(): { min: number; max: number; mean: number } {
    const degs = this.nodes.map((n) => this.neighbors(n).size);
    if (!degs.length) return { min: 0, max: 0, mean: 0 };
    return { min: Math.min(...degs), max: Math.max(...degs), mean: degs.reduce((a, b) => a + b) / degs.length };
  }
}
const g = new Graph<string>().addEdge("a", "b").addEdge("b", "c").addEdge("a", "c").addEdge("c", "d").addEdge("x", "y").addNode("solo");
console.log(g.allPaths("a", "d").map((p) => p.join("")), g.components().map((c) => c.sort().join("")));
console.log([...g.edges()].length, g.degreeStats());
const dg = new Graph<number>(true);
[[1, 2], [2, 3], [3, 1], [3, 4]].forEach(([u, v]) => dg.addEdge(u, v));
console.log([...dg.edges()].map(([u, v]) => `${u}>${v}`).join(" "), dg.allPaths(1, 4), [...dg.neighbors(3)]);
type City = { name: string };
const paris: City = { name: "Paris" }, rome: City = { name: "Rome" };
const cg = new Graph<City>().addEdge(paris, rome);
console.log(cg.neighbors(paris).has(rome), cg.nodes.map((c) => c.name), new Graph<boolean>().degreeStats());
