// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class QueryBuilder<Row extends object> {
  private filters: Array<(r: Row) => boolean> = [];
  private order: Array<{ key: keyof Row; dir: 1 | -1 }> = [];
  private lim = Infinity;
  private off = 0;

  where<K extends keyof Row>(key: K, pred: (v: Row[K]) => boolean): this {
    this.filters.push((r) => pred(r[key]));
    return this;
  }

  orderBy(key: keyof Row, dir: "asc" | "desc" = "asc"): this {
    this.order.push({ key, dir: dir === "asc" ? 1 : -1 });
    return this;
  }

  limit(n: number): this {
    this.lim = n;
    return this;
  }

  offset(n: number): this {
    this.off = n;
    return this;
  }

  run(rows: readonly Row[]): Row[] {
    const out = rows.filter((r) => this.filters.every((f) => f(r)));
    out.sort((a, b) => {
      for (const { key, dir } of this.order) {
        const x = a[key];
        const y = b[key];
        if (x < y) return -dir;
        if (x > y) return dir;
      }
      return 0;
    });
    return out.slice(this.off, this.off + this.lim);
  }
}

class CountingBuilder<Row extends object> extends QueryBuilder<Row> {
  calls = 0;
  override limit(n: number): this {
    this.calls++;
    return super.limit(n);
  }
}

interface Product {
  sku: string;
  price: number;
  stock: number;
  category: "tools" | "toys" | "food";
}

const products: Product[] = [
  { sku: "T-1", price: 9.99, stock: 3, category: "tools" },
  { sku: "T-2", price: 19.5, stock: 0, category: "tools" },
  { sku: "Y-1", price: 4.25, stock: 12, category: "toys" },
  { sku: "F-1", price: 2.1, stock: 40, category: "food" },
  { sku: "Y-2", price: 4.25, stock: 5, category: "toys" },
];

const q = new CountingBuilder<Product>()
  .where("stock", (s) => s > 0)
  .where("category", (c) => c !== "food")
  .orderBy("price", "desc")
  .orderBy("sku")
  .limit(3);

console.log(q.run(products).map((p) => `${p.sku}:${p.price}`));
console.log(q.calls);

function paginate<T>(items: readonly T[], pageSize: number) {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  return {
    pages,
    page(n: number): { items: T[]; hasNext: boolean } {
      const start = (n - 1) * pageSize;
      return { items: items.slice(start, start + pageSize), hasNext: n < pages };
    },
  };
}
const pg = paginate(products, 2);
for (let i = 1; i <= pg.pages; i++) {
  const { items, hasNext } = pg.page(i);
  console.log(i, items.map((p) => p.sku).join("|"), hasNext);
}
