enum State { Unvisited, Visiting, Done }

class Graph<K extends string | number> {
  private adj = new Map<K, Set<K>>();
  addEdge(from: K, to: K): void {
    if (!this.adj.has(from)) this.adj.set(from, new Set());
    if (!this.adj.has(to)) this.adj.set(to, new Set());
    this.adj.get(from)!.add(to);
  }
  nodes(): K[] {
    return [...this.adj.keys()];
  }
  topoSort(): K[] | null {
    const state = new Map<K, State>();
    const order: K[] = [];
    let cyclic = false;
    const visit = (u: K): void => {
      const s = state.get(u) ?? State.Unvisited;
      if (s === State.Done || cyclic) return;
      if (s === State.Visiting) {
        cyclic = true;
        return;
      }
      state.set(u, State.Visiting);
      for (const v of this.adj.get(u) ?? []) visit(v);
      state.set(u, State.Done);
      order.push(u);
    };
    for (const u of this.nodes()) visit(u);
    return cyclic ? null : order.reverse();
  }
  kahn(): K[] {
    const indeg = new Map<K, number>(this.nodes().map((n) => [n, 0]));
    for (const outs of this.adj.values()) for (const v of outs) indeg.set(v, (indeg.get(v) ?? 0) + 1);
    const queue = this.nodes().filter((n) => indeg.get(n) === 0);
    const out: K[] = [];
    while (queue.length) {
      const u = queue.shift()!;
      out.push(u);
      for (const v of this.adj.get(u)!) {
        const d = indeg.get(v)! - 1;
        indeg.set(v, d);
        if (d === 0) queue.push(v);
      }
    }
    return out;
  }
}

function canFinish(n: number, prereq: [number, number][]): boolean {
  const g = new Graph<number>();
  for (let i = 0; i < n; i++) g.addEdge(i, i === n - 1 ? i : i);
  for (const [a, b] of prereq) g.addEdge(b, a);
  return g.kahn().length === n;
}

const g = new Graph<string>();
g.addEdge("shirt", "tie");
g.addEdge("tie", "jacket");
g.addEdge("pants", "shoes");
g.addEdge("pants", "jacket");
console.log(g.topoSort(), g.kahn());
console.log(canFinish(2, [[1, 0]]), State[State.Done]);
