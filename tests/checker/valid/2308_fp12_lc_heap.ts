type Cmp<T> = (a: T, b: T) => number;

class Heap<T> {
  private data: T[] = [];
  constructor(private cmp: Cmp<T>) {}
  get size(): number {
    return this.data.length;
  }
  peek(): T | undefined {
    return this.data[0];
  }
  push(x: T): void {
    this.data.push(x);
    let i = this.data.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.cmp(this.data[i], this.data[p]) >= 0) break;
      [this.data[i], this.data[p]] = [this.data[p], this.data[i]];
      i = p;
    }
  }
  pop(): T | undefined {
    if (this.data.length === 0) return undefined;
    const top = this.data[0];
    const last = this.data.pop()!;
    if (this.data.length) {
      this.data[0] = last;
      let i = 0;
      for (;;) {
        let m = i;
        const l = 2 * i + 1;
        const r = l + 1;
        if (l < this.data.length && this.cmp(this.data[l], this.data[m]) < 0) m = l;
        if (r < this.data.length && this.cmp(this.data[r], this.data[m]) < 0) m = r;
        if (m === i) break;
        [this.data[i], this.data[m]] = [this.data[m], this.data[i]];
        i = m;
      }
    }
    return top;
  }
}

function kClosest(points: [number, number][], k: number): [number, number][] {
  const heap = new Heap<[number, number]>((a, b) => b[0] * b[0] + b[1] * b[1] - (a[0] * a[0] + a[1] * a[1]));
  for (const p of points) {
    heap.push(p);
    if (heap.size > k) heap.pop();
  }
  const out: [number, number][] = [];
  while (heap.size) out.push(heap.pop()!);
  return out.reverse();
}

function dijkstra(n: number, edges: [number, number, number][], src: number): number[] {
  const g: [number, number][][] = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) g[u].push([v, w]);
  const dist = new Array<number>(n).fill(Infinity);
  dist[src] = 0;
  const pq = new Heap<[number, number]>((a, b) => a[0] - b[0]);
  pq.push([0, src]);
  while (pq.size) {
    const [d, u] = pq.pop()!;
    if (d > dist[u]) continue;
    for (const [v, w] of g[u]) {
      if (d + w < dist[v]) {
        dist[v] = d + w;
        pq.push([dist[v], v]);
      }
    }
  }
  return dist.map((d) => (d === Infinity ? -1 : d));
}

console.log(kClosest([[1, 3], [-2, 2], [5, 8], [0, 1]], 2));
console.log(dijkstra(4, [[0, 1, 4], [0, 2, 1], [2, 1, 2], [1, 3, 1]], 0));
