// Graph: BFS shortest path, DFS cycle detection, topo sort on Map<number, number[]>
type Graph = Map<number, number[]>;

function buildGraph(edges: Array<[number, number]>, directed = true): Graph {
  const g: Graph = new Map();
  for (const [u, v] of edges) {
    if (!g.has(u)) g.set(u, []);
    if (!g.has(v)) g.set(v, []);
    g.get(u)!.push(v);
    if (!directed) g.get(v)?.push(u);
  }
  return g;
}

function bfsPath(g: Graph, src: number, dst: number): number[] | undefined {
  const prev = new Map<number, number | null>([[src, null]]);
  const queue = [src];
  while (queue.length > 0) {
    const node = queue.shift()!;
    if (node === dst) break;
    for (const nb of g.get(node) ?? []) {
      if (prev.has(nb)) continue;
      prev.set(nb, node);
      queue.push(nb);
    }
  }
  if (!prev.has(dst)) return undefined;
  const path: number[] = [];
  for (let at: number | null | undefined = dst; at != null; at = prev.get(at)) path.push(at);
  return path.reverse();
}

function hasCycle(g: Graph): boolean {
  const WHITE = 0, GRAY = 1, BLACK = 2;
  const color = new Map<number, number>();
  const visit = (u: number): boolean => {
    color.set(u, GRAY);
    for (const v of g.get(u) || []) {
      const c = color.get(v) ?? WHITE;
      if (c === GRAY) return true;
      if (c === WHITE && visit(v)) return true;
    }
    color.set(u, BLACK);
    return false;
  };
  return [...g.keys()].some((u) => (color.get(u) ?? WHITE) === WHITE && visit(u));
}

function topoSort(g: Graph): number[] {
  const indeg = new Map<number, number>();
  for (const k of g.keys()) indeg.set(k, indeg.get(k) ?? 0);
  for (const vs of g.values()) for (const v of vs) indeg.set(v, (indeg.get(v) ?? 0) + 1);
  const ready = [...indeg].filter(([, d]) => d === 0).map(([k]) => k).sort((a, b) => a - b);
  const order: number[] = [];
  while (ready.length) {
    const u = ready.shift() as number;
    order.push(u);
    for (const v of g.get(u)!) {
      const d = indeg.get(v)! - 1;
      indeg.set(v, d);
      if (d === 0) ready.push(v);
    }
  }
  if (order.length !== g.size) throw new Error("graph has a cycle");
  return order;
}

const dag = buildGraph([[1, 2], [1, 3], [2, 4], [3, 4], [4, 5]]);
console.log("path", bfsPath(dag, 1, 5));
console.log("no path", bfsPath(dag, 5, 1));
console.log("cycle?", hasCycle(dag), hasCycle(buildGraph([[1, 2], [2, 3], [3, 1]])));
console.log("topo", topoSort(dag).join(" -> "));
try {
  topoSort(buildGraph([[7, 8], [8, 7]]));
} catch (e) {
  console.log("error:", (e as Error).message);
}
const islands = (grid: string[][]): number => {
  let count = 0;
  const sink = (r: number, c: number): void => {
    if (grid[r]?.[c] !== "1") return;
    grid[r][c] = "0";
    [[1, 0], [-1, 0], [0, 1], [0, -1]].forEach(([dr, dc]) => sink(r + dr, c + dc));
  };
  grid.forEach((row, r) => row.forEach((cell, c) => { if (cell === "1") { count++; sink(r, c); } }));
  return count;
};
console.log("islands", islands(["11000", "11000", "00100", "00011"].map((s) => s.split(""))));
