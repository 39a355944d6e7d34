type NodeId = string;
interface Edge { from: NodeId; to: NodeId; weight: number }

class Graph {
  private readonly adj = new Map<NodeId, Edge[]>();

  addEdge(from: NodeId, to: NodeId, weight = 1, undirected = true): this {
    this.neighbors(from).push({ from, to, weight });
    if (undirected) this.neighbors(to).push({ from: to, to: from, weight });
    return this;
  }

  private neighbors(id: NodeId): Edge[] {
    let list = this.adj.get(id);
    if (!list) {
      list = [];
      this.adj.set(id, list);
    }
    return list;
  }

  get nodes(): NodeId[] {
    return [...this.adj.keys()].sort();
  }

  edgesOf(id: NodeId): readonly Edge[] {
    return this.adj.get(id) ?? [];
  }

  dijkstra(source: NodeId): { dist: Map<NodeId, number>; prev: Map<NodeId, NodeId | null> } {
    const dist = new Map<NodeId, number>();
    const prev = new Map<NodeId, NodeId | null>();
    const queue = new Set<NodeId>(this.nodes);
    for (const n of this.nodes) dist.set(n, Infinity);
    dist.set(source, 0);
    prev.set(source, null);
    while (queue.size > 0) {
      let u: NodeId | undefined;
      for (const q of queue) if (u === undefined || dist.get(q)! < dist.get(u)!) u = q;
      if (u === undefined) break;
      queue.delete(u);
      for (const e of this.edgesOf(u)) {
        const alt = dist.get(u)! + e.weight;
        if (alt < (dist.get(e.to) ?? Infinity)) {
          dist.set(e.to, alt);
          prev.set(e.to, u);
        }
      }
    }
    return { dist, prev };
  }

  path(source: NodeId, target: NodeId): NodeId[] | undefined {
    const { prev, dist } = this.dijkstra(source);
    if (!Number.isFinite(dist.get(target) ?? Infinity)) return undefined;
    const out: NodeId[] = [];
    for (let cur: NodeId | null | undefined = target; cur != null; cur = prev.get(cur)) out.unshift(cur);
    return out;
  }

  bfsOrder(start: NodeId): NodeId[] {
    const seen = new Set([start]);
    const order: NodeId[] = [];
    const queue: NodeId[] = [start];
    while (queue.length) {
      const cur = queue.shift()!;
      order.push(cur);
      const next = this.edgesOf(cur)
        .map((e) => e.to)
        .filter((n) => !seen.has(n))
        .sort();
      next.forEach((n) => seen.add(n));
      queue.push(...next);
    }
    return order;
  }

  components(): NodeId[][] {
    const seen = new Set<NodeId>();
    const result: NodeId[][] = [];
    for (const n of this.nodes) {
      if (seen.has(n)) continue;
      const comp = this.bfsOrder(n);
      comp.forEach((c) => seen.add(c));
      result.push(comp.sort());
    }
    return result;
  }
}

const g = new Graph()
  .addEdge("A", "B", 4)
  .addEdge("A", "C", 2)
  .addEdge("C", "B", 1)
  .addEdge("B", "D", 5)
  .addEdge("C", "D", 8)
  .addEdge("X", "Y");

console.log(g.nodes.join(" "));
console.log("A->D:", g.path("A", "D")?.join(" -> ") ?? "unreachable");
console.log("A->X:", g.path("A", "X")?.join(" -> ") ?? "unreachable");
const { dist } = g.dijkstra("A");
console.log(Object.fromEntries([...dist].filter(([, d]) => d !== Infinity)));
console.log(g.bfsOrder("A"));
console.log(g.components().map((c) => `[${c}]`).join(" "));
