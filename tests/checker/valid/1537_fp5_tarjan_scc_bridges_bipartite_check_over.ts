// Tarjan SCC, bridges, bipartite check over adjacency lists
function tarjan(n: number, adj: number[][]): number[][] {
  let index = 0;
  const idx = new Array<number>(n).fill(-1), low = new Array<number>(n).fill(0);
  const onStack = new Array<boolean>(n).fill(false);
  const stack: number[] = [];
  const sccs: number[][] = [];
  function strong(v: number): void {
    idx[v] = low[v] = index++;
    stack.push(v);
    onStack[v] = true;
    for (const w of adj[v]) {
      if (idx[w] === -1) { strong(w); low[v] = Math.min(low[v], low[w]); }
      else if (onStack[w]) low[v] = Math.min(low[v], idx[w]);
    }
    if (low[v] === idx[v]) {
      const comp: number[] = [];
      let w: number;
      do { w = stack.pop()!; onStack[w] = false; comp.push(w); } while (w !== v);
      sccs.push(comp.sort((a, b) => a - b));
    }
  }
  for (let v = 0; v < n; v++) if (idx[v] === -1) strong(v);
  return sccs;
}
function bridges(n: number, edges: [number, number][]): [number, number][] {
  const g: { to: number; id: number }[][] = Array.from({ length: n }, () => []);
  edges.forEach(([u, v], id) => { g[u].push({ to: v, id }); g[v].push({ to: u, id }); });
  const tin: number[] = Array(n).fill(-1), low: number[] = Array(n).fill(-1);
  let timer = 0;
  const out: [number, number][] = [];
  const dfs = (v: number, parentEdge: number) => {
    tin[v] = low[v] = timer++;
    for (const { to, id } of g[v]) {
      if (id === parentEdge) continue;
      if (tin[to] !== -1) low[v] = Math.min(low[v], tin[to]);
      else {
        dfs(to, id);
        low[v] = Math.min(low[v], low[to]);
        if (low[to] > tin[v]) out.push([Math.min(v, to), Math.max(v, to)]);
      }
    }
  };
  for (let v = 0; v < n; v++) if (tin[v] === -1) dfs(v, -1);
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
function bipartite(adj: ReadonlyMap<number, readonly number[]>): { ok: true; sides: [number[], number[]] } | { ok: false; conflict: [number, number] } {
  const side = new Map<number, 0 | 1>();
  for (const start of adj.keys()) {
    if (side.has(start)) continue;
    side.set(start, 0);
    const queue = [start];
    for (let qi = 0; qi < queue.length; qi++) {
      const u = queue[qi];
      const su = side.get(u)!;
      for (const v of adj.get(u) ?? []) {
        const sv = side.get(v);
        if (sv === undefined) { side.set(v, su === 0 ? 1 : 0); queue.push(v); }
        else if (sv === su) return { ok: false, conflict: [u, v] };
      }
    }
  }
  const sides: [number[], number[]] = [[], []];
  side.forEach((s, v) => sides[s].push(v));
  return { ok: true, sides };
}
console.log(JSON.stringify(tarjan(8, [[1], [2], [0, 3], [4], [5, 7], [6], [4], [6]])));
console.log(bridges(6, [[0, 1], [1, 2], [2, 0], [1, 3], [3, 4], [4, 5], [5, 3]]), bridges(3, [[0, 1], [1, 2]]));
const square = new Map([[1, [2, 4]], [2, [1, 3]], [3, [2, 4]], [4, [3, 1]]]);
const tri = new Map<number, number[]>([[1, [2, 3]], [2, [1, 3]], [3, [1, 2]]]);
for (const g of [square, tri]) {
  const r = bipartite(g);
  console.log(r.ok ? `sides ${r.sides.map((s) => s.join(",")).join(" | ")}` : `conflict at ${r.conflict.join("-")}`);
}
