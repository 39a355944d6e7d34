// Union-find with path compression; Kruskal MST; accounts merge
class DSU {
  private parent: number[];
  private rank: number[];
  components: number;
  constructor(n: number) {
    this.parent = Array.from({ length: n }, (_, i) => i);
    this.rank = new Array(n).fill(0);
    this.components = n;
  }
  find(x: number): number {
    while (this.parent[x] !== x) {
      this.parent[x] = this.parent[this.parent[x]];
      x = this.parent[x];
    }
    return x;
  }
  union(a: number, b: number): boolean {
    let ra = this.find(a), rb = this.find(b);
    if (ra === rb) return false;
    if (this.rank[ra] < this.rank[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    if (this.rank[ra] === this.rank[rb]) this.rank[ra]++;
    this.components--;
    return true;
  }
}

type WEdge = readonly [u: number, v: number, w: number];
function kruskal(n: number, edges: WEdge[]): { cost: number; used: WEdge[] } {
  const dsu = new DSU(n);
  const used: WEdge[] = [];
  let cost = 0;
  for (const e of [...edges].sort((a, b) => a[2] - b[2])) {
    const [u, v, w] = e;
    if (dsu.union(u, v)) { used.push(e); cost += w; }
  }
  return { cost, used };
}

function accountsMerge(accounts: string[][]): string[][] {
  const owner = new Map<string, string>();
  const id = new Map<string, number>();
  for (const [name, ...emails] of accounts)
    for (const e of emails) {
      owner.set(e, name);
      if (!id.has(e)) id.set(e, id.size);
    }
  const dsu = new DSU(id.size);
  for (const [, first, ...rest] of accounts) for (const e of rest) dsu.union(id.get(first)!, id.get(e)!);
  const groups = new Map<number, string[]>();
  for (const [email, i] of id) {
    const root = dsu.find(i);
    const g = groups.get(root) ?? [];
    g.push(email);
    groups.set(root, g);
  }
  return [...groups.values()].map((g) => [owner.get(g[0]) ?? "?", ...g.sort()]);
}

const { cost, used } = kruskal(5, [[0, 1, 2], [0, 3, 6], [1, 2, 3], [1, 3, 8], [1, 4, 5], [2, 4, 7], [3, 4, 9]]);
console.log("MST cost", cost, used.map(([u, v]) => `${u}-${v}`).join(" "));
const merged = accountsMerge([
  ["John", "johnsmith@mail.com", "john_newyork@mail.com"],
  ["John", "johnsmith@mail.com", "john00@mail.com"],
  ["Mary", "mary@mail.com"],
  ["John", "johnnybravo@mail.com"],
]);
merged.forEach((m) => console.log(m.join(", ")));
const d = new DSU(6);
[[0, 1], [2, 3], [1, 0], [4, 5], [3, 5]].forEach(([a, b]) => console.log(a, b, d.union(a, b)));
console.log("components:", d.components);
