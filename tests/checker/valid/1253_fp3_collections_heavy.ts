type Edge = readonly [from: string, to: string, weight: number];
const edges: Edge[] = [
  ["a", "b", 4], ["a", "c", 2], ["b", "c", 5], ["b", "d", 10], ["c", "e", 3], ["e", "d", 4], ["d", "f", 11],
];

const graph = new Map<string, Map<string, number>>();
for (const [u, v, w] of edges) {
  if (!graph.has(u)) graph.set(u, new Map());
  if (!graph.has(v)) graph.set(v, new Map());
  graph.get(u)?.set(v, w);
  graph.get(v)!.set(u, w);
}

function dijkstra(src: string): { dist: Map<string, number>; prev: Map<string, string | undefined> } {
  const dist = new Map<string, number>([...graph.keys()].map((k) => [k, Infinity]));
  const prev = new Map<string, string | undefined>();
  const done = new Set<string>();
  dist.set(src, 0);
  while (done.size < graph.size) {
    let best: string | undefined;
    for (const [k, d] of dist) if (!done.has(k) && (best === undefined || d < dist.get(best)!)) best = k;
    if (best === undefined || dist.get(best) === Infinity) break;
    done.add(best);
    for (const [n, w] of graph.get(best) ?? []) {
      const alt = dist.get(best)! + w;
      if (alt < (dist.get(n) ?? Infinity)) {
        dist.set(n, alt);
        prev.set(n, best);
      }
    }
  }
  return { dist, prev };
}

function path(prev: Map<string, string | undefined>, to: string): string[] {
  const out: string[] = [];
  for (let cur: string | undefined = to; cur !== undefined; cur = prev.get(cur)) out.unshift(cur);
  return out;
}

const { dist, prev } = dijkstra("a");
console.log(Object.fromEntries([...dist].sort(([a], [b]) => a.localeCompare(b))));
console.log(path(prev, "f").join(" -> "), dist.get("f"));
const degree = new Map([...graph].map(([k, nbrs]) => [k, nbrs.size] as const));
const maxDeg = Math.max(...degree.values());
console.log([...degree].filter(([, d]) => d === maxDeg).map(([k]) => k), maxDeg);
const tags = new Map<string, Set<string>>();
const add = (k: string, ...vs: string[]) => vs.forEach((v) => (tags.get(k) ?? tags.set(k, new Set()).get(k)!).add(v));
add("x", "1", "2");
add("y", "2");
add("x", "3", "1");
console.log([...tags].map(([k, s]) => `${k}:${[...s].sort().join("")}`));
const inverted = new Map<string, string[]>();
for (const [k, s] of tags) for (const v of s) inverted.set(v, [...(inverted.get(v) ?? []), k]);
console.log(Object.fromEntries(inverted));
const counter = new Map<string, number>();
"mississippi".split("").forEach((c) => counter.set(c, (counter.get(c) ?? 0) + 1));
const sortedCounts = [...counter.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
console.log(sortedCounts, new Set("mississippi").size);
const ws = new WeakSet<object>();
const o1 = {};
ws.add(o1);
console.log(ws.has(o1), ws.has({}));
