// Median of a stream with two heaps; top-k frequent via bucket sort
class Heap {
  private a: number[] = [];
  constructor(private readonly less: (x: number, y: number) => boolean) {}
  get length() { return this.a.length; }
  top(): number | undefined { return this.a[0]; }
  push(v: number): void {
    const a = this.a;
    a.push(v);
    let i = a.length - 1;
    while (i > 0) {
      const p = Math.floor((i - 1) / 2);
      if (!this.less(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop(): number | undefined {
    const a = this.a;
    if (!a.length) return undefined;
    const top = a[0];
    const last = a.pop() as number;
    if (a.length) {
      a[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1, r = 2 * i + 2;
        let m = i;
        if (l < a.length && this.less(a[l], a[m])) m = l;
        if (r < a.length && this.less(a[r], a[m])) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}
class MedianFinder {
  private low = new Heap((x, y) => x > y);
  private high = new Heap((x, y) => x < y);
  add(n: number) {
    if (this.low.length === 0 || n <= (this.low.top() ?? n)) this.low.push(n);
    else this.high.push(n);
    if (this.low.length > this.high.length + 1) this.high.push(this.low.pop()!);
    else if (this.high.length > this.low.length) this.low.push(this.high.pop()!);
  }
  median(): number | null {
    const lo = this.low.top(), hi = this.high.top();
    if (lo === undefined) return null;
    return this.low.length > this.high.length || hi === undefined ? lo : (lo + hi) / 2;
  }
}
function topKFrequent<T extends string | number>(xs: T[], k: number): T[] {
  const freq = new Map<T, number>();
  xs.forEach((x) => freq.set(x, (freq.get(x) || 0) + 1));
  const buckets: T[][] = Array.from({ length: xs.length + 1 }, () => []);
  for (const [x, f] of freq) buckets[f].push(x);
  const out: T[] = [];
  for (let f = buckets.length - 1; f > 0 && out.length < k; f--) out.push(...buckets[f]);
  return out.slice(0, k);
}
const mf = new MedianFinder();
const meds: (number | null)[] = [mf.median()];
for (const n of [5, 15, 1, 3, 8, 7, 9, 10]) { mf.add(n); meds.push(mf.median()); }
console.log(meds.join(" "));
console.log(topKFrequent([1, 1, 1, 2, 2, 3], 2), topKFrequent("the sky is the limit the end is".split(" "), 2));
const sortDesc = new Heap((a, b) => a > b);
[3, 1, 4, 1, 5, 9, 2, 6].forEach((n) => sortDesc.push(n));
const drained: number[] = [];
for (let v = sortDesc.pop(); v !== undefined; v = sortDesc.pop()) drained.push(v);
console.log(drained);
