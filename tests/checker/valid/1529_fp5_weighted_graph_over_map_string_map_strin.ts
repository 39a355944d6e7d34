// Weighted graph over Map<string, Map<string, number>>: Dijkstra, Floyd-Warshall, A* on grid
type WGraph = Map<string, Map<string, number>>;
function addEdge(g: WGraph, a: string, b: string, w: number) {
  if (!g.has(a)) g.set(a, new Map());
  if (!g.has(b)) g.set(b, new Map());
  g.get(a)!.set(b, w);
  g.get(b)!.set(a, w);
}
function shortest(g: WGraph, src: string): Record<string, { dist: number; via: string | null }> {
  const dist: Record<string, { dist: number; via: string | null }> = {};
  for (const k of g.keys()) dist[k] = { dist: Infinity, via: null };
  dist[src] = { dist: 0, via: null };
  const done = new Set<string>();
  while (done.size < g.size) {
    let u: string | null = null;
    for (const [k, v] of Object.entries(dist)) if (!done.has(k) && (u === null || v.dist < dist[u].dist)) u = k;
    if (u === null || dist[u].dist === Infinity) break;
    done.add(u);
    for (const [v, w] of g.get(u) ?? new Map<string, number>()) {
      const nd = dist[u].dist + w;
      if (nd < dist[v].dist) dist[v] = { dist: nd, via: u };
    }
  }
  return dist;
}
function floyd(n: number, edges: [number, number, number][]): number[][] {
  const d = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)));
  for (const [u, v, w] of edges) d[u][v] = Math.min(d[u][v], w);
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];
  return d;
}
function astar(grid: string[], start: [number, number], goal: [number, number]): number {
  const key = ([r, c]: readonly [number, number]) => `${r},${c}`;
  const h = ([r, c]: [number, number]) => Math.abs(r - goal[0]) + Math.abs(c - goal[1]);
  const open: { pos: [number, number]; g: number; f: number }[] = [{ pos: start, g: 0, f: h(start) }];
  const best = new Map<string, number>([[key(start), 0]]);
  while (open.length) {
    open.sort((a, b) => a.f - b.f);
    const { pos, g } = open.shift()!;
    if (pos[0] === goal[0] && pos[1] === goal[1]) return g;
    for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]] as const) {
      const np: [number, number] = [pos[0] + dr, pos[1] + dc];
      if (grid[np[0]]?.[np[1]] !== ".") continue;
      const ng = g + 1;
      if (ng < (best.get(key(np)) ?? Infinity)) {
        best.set(key(np), ng);
        open.push({ pos: np, g: ng, f: ng + h(np) });
      }
    }
  }
  return -1;
}
const g: WGraph = new Map();
([["A", "B", 4], ["A", "C", 2], ["B", "C", 5], ["B", "D", 10], ["C", "E", 3], ["E", "D", 4], ["D", "F", 11]] as const).forEach(([a, b, w]) => addEdge(g, a, b, w));
const res = shortest(g, "A");
const pathTo = (t: string): string[] => { const p: string[] = []; for (let c: string | null = t; c; c = res[c].via) p.unshift(c); return p; };
console.log(Object.entries(res).map(([k, { dist }]) => `${k}=${dist}`).join(" "), pathTo("F").join(">"));
console.log(floyd(4, [[0, 1, 3], [1, 2, 1], [2, 3, 7], [0, 3, 15], [3, 0, 2]]).map((r) => r.map((x) => (x === Infinity ? "∞" : x)).join(" ")));
const maze = ["..#....", ".##.##.", "....#..", ".#.##.#", "...#..."];
console.log(astar(maze, [0, 0], [4, 6]), astar([".#", "#."], [0, 0], [1, 1]));
