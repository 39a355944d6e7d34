type Op = "=" | "!=" | ">" | "<" | "contains";
type Cond<T> = { [K in keyof T]: { field: K; op: Op; value: T[K] } }[keyof T];
type Where<T> = Cond<T> | { and: Where<T>[] } | { or: Where<T>[] } | { not: Where<T> };

interface Product { name: string; price: number; category: string; stock: number; tags: string }

function test<T>(row: T, w: Where<T>): boolean {
  if ("and" in w) return w.and.every((x) => test(row, x));
  if ("or" in w) return w.or.some((x) => test(row, x));
  if ("not" in w) return !test(row, w.not);
  const v = row[w.field];
  switch (w.op) {
    case "=": return v === w.value;
    case "!=": return v !== w.value;
    case ">": return v > w.value;
    case "<": return v < w.value;
    case "contains": return String(v).includes(String(w.value));
  }
}

function show<T>(w: Where<T>): string {
  if ("and" in w) return `(${w.and.map(show).join(" AND ")})`;
  if ("or" in w) return `(${w.or.map(show).join(" OR ")})`;
  if ("not" in w) return `NOT ${show(w.not)}`;
  return `${String(w.field)} ${w.op} ${JSON.stringify(w.value)}`;
}

class Query<T> {
  private filters: Where<T>[] = [];
  private order: Array<{ key: keyof T; dir: 1 | -1 }> = [];
  private max = Infinity;
  where(w: Where<T>): this { this.filters.push(w); return this; }
  orderBy(key: keyof T, dir: "asc" | "desc" = "asc"): this { this.order.push({ key, dir: dir === "asc" ? 1 : -1 }); return this; }
  limit(n: number): this { this.max = n; return this; }
  run(rows: readonly T[]): T[] {
    const all: Where<T> = { and: this.filters };
    return rows
      .filter((r) => test(r, all))
      .sort((a, b) => {
        for (const { key, dir } of this.order) {
          if (a[key] < b[key]) return -dir;
          if (a[key] > b[key]) return dir;
        }
        return 0;
      })
      .slice(0, this.max);
  }
  toString(): string { return show<T>({ and: this.filters }); }
}

const products: Product[] = [
  { name: "Laptop", price: 1200, category: "tech", stock: 4, tags: "work,portable" },
  { name: "Mouse", price: 25, category: "tech", stock: 0, tags: "work" },
  { name: "Desk", price: 300, category: "furniture", stock: 2, tags: "work,wood" },
  { name: "Lamp", price: 45, category: "furniture", stock: 10, tags: "light" },
  { name: "Monitor", price: 250, category: "tech", stock: 7, tags: "work,screen" },
];

const q = new Query<Product>()
  .where({ field: "stock", op: ">", value: 0 })
  .where({ or: [{ field: "category", op: "=", value: "tech" }, { field: "tags", op: "contains", value: "wood" }] })
  .where({ not: { field: "price", op: ">", value: 1000 } })
  .orderBy("category")
  .orderBy("price", "desc")
  .limit(5);
console.log(q.toString());
console.log(q.run(products).map((p) => `${p.name} ${p.price}`));
