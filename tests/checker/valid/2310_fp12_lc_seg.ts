class SegmentTree {
  private tree: number[];
  private lazy: number[];
  constructor(private readonly n: number, init?: number[]) {
    this.tree = new Array(4 * n).fill(0);
    this.lazy = new Array(4 * n).fill(0);
    if (init) this.build(init, 1, 0, n - 1);
  }
  private build(a: number[], node: number, l: number, r: number): void {
    if (l === r) {
      this.tree[node] = a[l];
      return;
    }
    const mid = (l + r) >> 1;
    this.build(a, node * 2, l, mid);
    this.build(a, node * 2 + 1, mid + 1, r);
    this.tree[node] = this.tree[node * 2] + this.tree[node * 2 + 1];
  }
  private pushDown(node: number, l: number, r: number): void {
    const add = this.lazy[node];
    if (!add) return;
    const mid = (l + r) >> 1;
    for (const [child, len] of [[node * 2, mid - l + 1], [node * 2 + 1, r - mid]] as const) {
      this.tree[child] += add * len;
      this.lazy[child] += add;
    }
    this.lazy[node] = 0;
  }
  update(ql: number, qr: number, v: number, node = 1, l = 0, r = this.n - 1): void {
    if (qr < l || r < ql) return;
    if (ql <= l && r <= qr) {
      this.tree[node] += v * (r - l + 1);
      this.lazy[node] += v;
      return;
    }
    this.pushDown(node, l, r);
    const mid = (l + r) >> 1;
    this.update(ql, qr, v, node * 2, l, mid);
    this.update(ql, qr, v, node * 2 + 1, mid + 1, r);
    this.tree[node] = this.tree[node * 2] + this.tree[node * 2 + 1];
  }
  query(ql: number, qr: number, node = 1, l = 0, r = this.n - 1): number {
    if (qr < l || r < ql) return 0;
    if (ql <= l && r <= qr) return this.tree[node];
    this.pushDown(node, l, r);
    const mid = (l + r) >> 1;
    return this.query(ql, qr, node * 2, l, mid) + this.query(ql, qr, node * 2 + 1, mid + 1, r);
  }
}

class Fenwick {
  private bit: Int32Array | number[];
  constructor(n: number) {
    this.bit = new Array<number>(n + 1).fill(0);
  }
  add(i: number, delta: number): void {
    for (i++; i < this.bit.length; i += i & -i) this.bit[i] += delta;
  }
  sum(i: number): number {
    let s = 0;
    for (i++; i > 0; i -= i & -i) s += this.bit[i];
    return s;
  }
}

function countSmaller(nums: number[]): number[] {
  const sorted = [...new Set(nums)].sort((a, b) => a - b);
  const rank = new Map(sorted.map((v, i) => [v, i] as [number, number]));
  const fw = new Fenwick(sorted.length);
  const res: number[] = [];
  for (let i = nums.length - 1; i >= 0; i--) {
    const r = rank.get(nums[i])!;
    res.push(r > 0 ? fw.sum(r - 1) : 0);
    fw.add(r, 1);
  }
  return res.reverse();
}

const st = new SegmentTree(5, [1, 2, 3, 4, 5]);
st.update(1, 3, 10);
console.log(st.query(0, 4), st.query(2, 2), countSmaller([5, 2, 6, 1]));
