// Binary heap with comparator + Dijkstra
class PriorityQueue<T> {
  private heap: T[] = [];
  constructor(private readonly cmp: (a: T, b: T) => number) {}
  get size(): number { return this.heap.length; }
  isEmpty() { return this.heap.length === 0; }
  peek(): T | undefined { return this.heap[0]; }
  push(...items: T[]): this {
    for (const item of items) {
      this.heap.push(item);
      this.siftUp(this.heap.length - 1);
    }
    return this;
  }
  pop(): T | undefined {
    if (this.heap.length === 0) return undefined;
    const top = this.heap[0];
    const last = this.heap.pop()!;
    if (this.heap.length > 0) {
      this.heap[0] = last;
      this.siftDown(0);
    }
    return top;
  }
  private siftUp(i: number) {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.cmp(this.heap[i], this.heap[p]) >= 0) break;
      [this.heap[i], this.heap[p]] = [this.heap[p], this.heap[i]];
      i = p;
    }
  }
  private siftDown(i: number) {
    const n = this.heap.length;
    for (;;) {
      let m = i;
      const l = 2 * i + 1, r = l + 1;
      if (l < n && this.cmp(this.heap[l], this.heap[m]) < 0) m = l;
      if (r < n && this.cmp(this.heap[r], this.heap[m]) < 0) m = r;
      if (m === i) return;
      [this.heap[i], this.heap[m]] = [this.heap[m], this.heap[i]];
      i = m;
    }
  }
}

type Edge = { to: number; w: number };
function dijkstra(adj: Edge[][], src: number): number[] {
  const dist = new Array<number>(adj.length).fill(Number.POSITIVE_INFINITY);
  dist[src] = 0;
  const pq = new PriorityQueue<[number, number]>((a, b) => a[0] - b[0]);
  pq.push([0, src]);
  while (!pq.isEmpty()) {
    const [d, u] = pq.pop()!;
    if (d > dist[u]) continue;
    for (const { to, w } of adj[u]) {
      const nd = d + w;
      if (nd < dist[to]) {
        dist[to] = nd;
        pq.push([nd, to]);
      }
    }
  }
  return dist;
}

const adj: Edge[][] = [[], [], [], [], []];
const add = (u: number, v: number, w: number) => { adj[u].push({ to: v, w }); adj[v].push({ to: u, w }); };
add(0, 1, 4); add(0, 2, 1); add(2, 1, 2); add(1, 3, 1); add(2, 3, 5);
console.log(dijkstra(adj, 0).map((d) => (Number.isFinite(d) ? d : "inf")));

const words = new PriorityQueue<{ word: string; count: number }>((a, b) => b.count - a.count || a.word.localeCompare(b.word));
const freq = "the quick the lazy dog the dog a quick".split(" ").reduce<Record<string, number>>((acc, w) => {
  acc[w] = (acc[w] ?? 0) + 1;
  return acc;
}, {});
Object.entries(freq).forEach(([word, count]) => words.push({ word, count }));
const top: string[] = [];
while (top.length < 3 && words.size) top.push(words.pop()!.word);
console.log(top, words.peek()?.word ?? "-");
const kth = (nums: number[], k: number) => {
  const pq = new PriorityQueue<number>((a, b) => a - b);
  for (const n of nums) { pq.push(n); if (pq.size > k) pq.pop(); }
  return pq.peek();
};
console.log(kth([3, 2, 1, 5, 6, 4], 2), kth([], 1));
