class UnionFind {
  private parent: number[];
  private rank: number[];
  count: number;
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
    this.rank = new Array(n).fill(0);
    this.count = n;
  }
  find(x: number): number {
    while (this.parent[x] !== x) {
      this.parent[x] = this.parent[this.parent[x]];
      x = this.parent[x];
    }
    return x;
  }
  union(a: number, b: number): boolean {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;
    if (this.rank[ra] < this.rank[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    if (this.rank[ra] === this.rank[rb]) this.rank[ra]++;
    this.count--;
    return true;
  }
}

function accountsMerge(accounts: string[][]): string[][] {
  const owner = new Map<string, number>();
  const uf = new UnionFind(accounts.length);
  accounts.forEach(([, ...emails], i) => {
    for (const e of emails) {
      const prev = owner.get(e);
      if (prev === undefined) owner.set(e, i);
      else uf.union(prev, i);
    }
  });
  const groups = new Map<number, string[]>();
  for (const [email, i] of owner) {
    const root = uf.find(i);
    const list = groups.get(root) ?? [];
    list.push(email);
    groups.set(root, list);
  }
  return [...groups].map(([root, emails]) => [accounts[root][0], ...emails.sort()]);
}

function redundant(edges: number[][]): number[] | null {
  const uf = new UnionFind(edges.length + 1);
  for (const e of edges) if (!uf.union(e[0], e[1])) return e;
  return null;
}

console.log(accountsMerge([["a", "x@1", "y@1"], ["b", "z@1"], ["a", "y@1", "w@1"]]));
console.log(redundant([[1, 2], [1, 3], [2, 3]]));
