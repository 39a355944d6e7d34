// Segment tree and Fenwick tree, generic with a combine function
class SegmentTree<T> {
  private tree: T[];
  private n: number;
  constructor(values: readonly T[], private combine: (a: T, b: T) => T, private identity: T) {
    this.n = values.length;
    this.tree = new Array<T>(2 * this.n).fill(identity);
    values.forEach((v, i) => (this.tree[this.n + i] = v));
    for (let i = this.n - 1; i > 0; i--) this.tree[i] = combine(this.tree[2 * i], this.tree[2 * i + 1]);
  }
  update(i: number, v: T): void {
    let p = i + this.n;
    this.tree[p] = v;
    for (p >>= 1; p >= 1; p >>= 1) this.tree[p] = this.combine(this.tree[2 * p], this.tree[2 * p + 1]);
  }
  query(l: number, r: number): T {
    let resL = this.identity, resR = this.identity;
    for (l += this.n, r += this.n; l < r; l >>= 1, r >>= 1) {
      if (l & 1) resL = this.combine(resL, this.tree[l++]);
      if (r & 1) resR = this.combine(this.tree[--r], resR);
    }
    return this.combine(resL, resR);
  }
}
class Fenwick {
  private bit: Int32ArrayLike;
  constructor(n: number) { this.bit = { length: n + 1, data: Array(n + 1).fill(0) }; }
  add(i: number, delta: number) { for (i++; i < this.bit.length; i += i & -i) this.bit.data[i] += delta; }
  sum(i: number): number { let s = 0; for (i++; i > 0; i -= i & -i) s += this.bit.data[i]; return s; }
  range(l: number, r: number) { return this.sum(r) - (l > 0 ? this.sum(l - 1) : 0); }
}
interface Int32ArrayLike { length: number; data: number[] }

const arr = [5, 3, 8, 6, 1, 4, 7, 2];
const sumTree = new SegmentTree(arr, (a, b) => a + b, 0);
const minTree = new SegmentTree<number>(arr, Math.min, Infinity);
const strTree = new SegmentTree(["a", "b", "c", "d"], (a, b) => a + b, "");
console.log(sumTree.query(0, 8), sumTree.query(2, 5), minTree.query(1, 4), strTree.query(1, 3));
sumTree.update(4, 10);
minTree.update(2, -1);
console.log(sumTree.query(0, 8), minTree.query(0, 8));
const fw = new Fenwick(arr.length);
arr.forEach((v, i) => fw.add(i, v));
console.log(fw.sum(3), fw.range(2, 5), fw.range(0, 7));
// count inversions with Fenwick over ranks
function inversions(xs: number[]): number {
  const ranks = new Map([...new Set(xs)].sort((a, b) => a - b).map((v, i) => [v, i] as [number, number]));
  const f = new Fenwick(ranks.size);
  let inv = 0;
  for (let i = xs.length - 1; i >= 0; i--) {
    const r = ranks.get(xs[i])!;
    inv += r > 0 ? f.sum(r - 1) : 0;
    f.add(r, 1);
  }
  return inv;
}
console.log(inversions([2, 4, 1, 3, 5]), inversions([5, 4, 3, 2, 1]), inversions([]));
type Range = { lo: number; hi: number };
const rangeTree = new SegmentTree<Range>(arr.map((v) => ({ lo: v, hi: v })), (a, b) => ({ lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi) }), { lo: Infinity, hi: -Infinity });
const { lo, hi } = rangeTree.query(2, 6);
console.log(`range [2,6): ${lo}..${hi}`);
