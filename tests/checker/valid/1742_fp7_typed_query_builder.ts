// Typed query builder with chained generics narrowing selected columns.
interface Tables {
  users: { id: number; name: string; email: string; active: boolean };
  orders: { id: number; userId: number; total: number; status: "open" | "paid" };
}

type Row<T extends keyof Tables> = Tables[T];
type Op = "=" | "!=" | ">" | "<";

class Query<T extends keyof Tables, Sel extends keyof Row<T> = keyof Row<T>> {
  private wheres: Array<(r: Row<T>) => boolean> = [];
  private limitN = Infinity;
  private orderKey: keyof Row<T> | null = null;
  private cols: readonly Sel[] | null = null;

  constructor(private readonly table: T, private readonly data: Row<T>[]) {}

  where<K extends keyof Row<T>>(key: K, op: Op, value: Row<T>[K]): this {
    this.wheres.push((r) => {
      const v = r[key];
      switch (op) {
        case "=":
          return v === value;
        case "!=":
          return v !== value;
        case ">":
          return v > value;
        case "<":
          return v < value;
      }
    });
    return this;
  }

  select<K extends keyof Row<T>>(...cols: K[]): Query<T, K> {
    const q = new Query<T, K>(this.table, this.data);
    q.wheres = this.wheres;
    q.limitN = this.limitN;
    q.orderKey = this.orderKey;
    q.cols = cols;
    return q;
  }

  orderBy(key: keyof Row<T>): this {
    this.orderKey = key;
    return this;
  }

  limit(n: number): this {
    this.limitN = n;
    return this;
  }

  run(): Pick<Row<T>, Sel>[] {
    let rows = this.data.filter((r) => this.wheres.every((w) => w(r)));
    const k = this.orderKey;
    if (k !== null) rows = [...rows].sort((a, b) => (a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0));
    const cols = this.cols;
    return rows.slice(0, this.limitN).map((r) => {
      if (cols === null) return r;
      const out = {} as Pick<Row<T>, Sel>;
      for (const c of cols) out[c] = r[c];
      return out;
    });
  }

  describe(): string {
    return `${this.table}: ${this.wheres.length} filters, cols=${this.cols ? this.cols.join(",") : "*"}`;
  }
}

const users: Row<"users">[] = [
  { id: 1, name: "Ann", email: "ann@x.io", active: true },
  { id: 2, name: "Bob", email: "bob@x.io", active: false },
  { id: 3, name: "Cid", email: "cid@x.io", active: true },
];
const orders: Row<"orders">[] = [
  { id: 10, userId: 1, total: 30, status: "paid" },
  { id: 11, userId: 3, total: 12, status: "open" },
  { id: 12, userId: 1, total: 55, status: "open" },
];

const active = new Query("users", users).where("active", "=", true).select("name", "email");
console.log(active.describe());
for (const u of active.run()) console.log(u.name, u.email);

const big = new Query("orders", orders).where("total", ">", 20).orderBy("total").limit(5).run();
console.log(big.map((o) => `${o.id}:${o.status}:${o.total}`));
const open = new Query("orders", orders).where("status", "=", "open").select("userId").run();
console.log(open.map((o) => o.userId).sort());
