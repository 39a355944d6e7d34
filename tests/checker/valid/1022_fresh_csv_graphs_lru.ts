type Primitive = string | number | boolean;
function toCsv<T extends Record<string, Primitive>>(rows: T[], cols?: (keyof T)[]): string {
  if (!rows.length) return "";
  const keys = cols ?? (Object.keys(rows[0]) as (keyof T)[]);
  const esc = (v: Primitive) => { const s = String(v); return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s; };
  return [keys.join(","), ...rows.map((r) => keys.map((k) => esc(r[k])).join(","))].join("\n");
}
console.log(toCsv([{ a: 1, b: 'x"y' }, { a: 2, b: "z,w" }]));
function parseCsv(text: string): Record<string, string>[] {
  const [head, ...lines] = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const cols = head.split(",");
  return lines.map((l) => { const cells = l.split(","); return cols.reduce<Record<string, string>>((o, c, i) => ({ ...o, [c]: cells[i] ?? "" }), {}); });
}
console.log(parseCsv("x,y\n1,2\n3\n"));
const levenshtein = (a: string, b: string): number => {
  const dp: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) dp[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      dp[i][j] = Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return dp[a.length][b.length];
};
console.log(levenshtein("kitten", "sitting"));
function topK<T>(xs: T[], k: number, score: (x: T) => number): T[] {
  return xs.map((x) => [score(x), x] as const).sort((p, q) => q[0] - p[0]).slice(0, k).map(([, x]) => x);
}
console.log(topK(["aa", "b", "cccc"], 2, (s) => s.length));
const graph: Record<string, string[]> = { a: ["b", "c"], b: ["d"], c: ["d"], d: [] };
function bfs(start: string): string[] {
  const seen = new Set([start]); const queue = [start]; const order: string[] = [];
  while (queue.length) { const n = queue.shift()!; order.push(n); for (const m of graph[n] ?? []) if (!seen.has(m)) { seen.add(m); queue.push(m); } }
  return order;
}
console.log(bfs("a"));
function topo(g: Record<string, string[]>): string[] {
  const indeg = new Map<string, number>(Object.keys(g).map((k) => [k, 0]));
  Object.values(g).flat().forEach((v) => indeg.set(v, (indeg.get(v) ?? 0) + 1));
  const q = [...indeg].filter(([, d]) => d === 0).map(([k]) => k); const res: string[] = [];
  while (q.length) { const n = q.shift() as string; res.push(n); for (const m of g[n]) { const d = indeg.get(m)! - 1; indeg.set(m, d); if (d === 0) q.push(m); } }
  return res;
}
console.log(topo(graph));
class LRU<K, V> {
  private map = new Map<K, V>();
  constructor(private cap: number) {}
  get(k: K): V | undefined { const v = this.map.get(k); if (v !== undefined) { this.map.delete(k); this.map.set(k, v); } return v; }
  set(k: K, v: V): void { this.map.delete(k); this.map.set(k, v); if (this.map.size > this.cap) this.map.delete(this.map.keys().next().value as K); }
  keys(): K[] { return [...this.map.keys()]; }
}
const lru = new LRU<string, number>(2); lru.set("a", 1); lru.set("b", 2); lru.get("a"); lru.set("c", 3);
console.log(lru.keys());
const binarySearch = (xs: readonly number[], t: number): number => { let lo = 0, hi = xs.length - 1; while (lo <= hi) { const mid = (lo + hi) >> 1; if (xs[mid] === t) return mid; if (xs[mid] < t) lo = mid + 1; else hi = mid - 1; } return -1; };
console.log(binarySearch([1, 3, 5, 7], 5), binarySearch([1, 3], 4));
const debounced: { timer?: ReturnType<typeof setTimeout>; calls: number } = { calls: 0 };
for (let i = 0; i < 3; i++) { clearTimeout(debounced.timer); debounced.timer = setTimeout(() => debounced.calls++, 1); }
await new Promise((r) => setTimeout(r, 5));
console.log(debounced.calls);
