// In-memory query builder over host rows: where/orderBy/limit returning this, select with Pick.
interface Row { id: number; name: string; dept: "eng" | "ops" | "sales"; salary: number; start: string; manager?: number }
type Op = "=" | "!=" | ">" | "<" | "in";

class Query<T extends object> {
  private filters: ((r: T) => boolean)[] = [];
  private order: { key: keyof T; dir: 1 | -1 }[] = [];
  private max = Infinity;
  constructor(private readonly rows: readonly T[]) {}

  where<K extends keyof T>(key: K, op: "in", value: readonly T[K][]): this;
  where<K extends keyof T>(key: K, op: Exclude<Op, "in">, value: T[K]): this;
  where<K extends keyof T>(key: K, op: Op, value: T[K] | readonly T[K][]): this {
    this.filters.push((r) => {
      const v = r[key];
      switch (op) {
        case "=": return v === value;
        case "!=": return v !== value;
        case ">": return v > (value as T[K]);
        case "<": return v < (value as T[K]);
        case "in": return (value as readonly T[K][]).includes(v);
      }
    });
    return this;
  }
  orderBy(key: keyof T, dir: "asc" | "desc" = "asc"): this {
    this.order.push({ key, dir: dir === "asc" ? 1 : -1 });
    return this;
  }
  limit(n: number): this {
    this.max = n;
    return this;
  }
  run(): T[] {
    const out = this.rows.filter((r) => this.filters.every((f) => f(r)));
    out.sort((a, b) => {
      for (const { key, dir } of this.order) {
        if (a[key] < b[key]) return -dir;
        if (a[key] > b[key]) return dir;
      }
      return 0;
    });
    return out.slice(0, this.max);
  }
  select<K extends keyof T>(...keys: K[]): Pick<T, K>[] {
    return this.run().map((r) => {
      const picked = {} as Pick<T, K>;
      for (const k of keys) picked[k] = r[k];
      return picked;
    });
  }
  count(): number {
    return this.run().length;
  }
}

const hr = {
  async employees(): Promise<Row[]> {
    return [
      { id: 1, name: "Asha", dept: "eng", salary: 142000, start: "2019-04-01" },
      { id: 2, name: "Bram", dept: "eng", salary: 118000, start: "2021-09-15", manager: 1 },
      { id: 3, name: "Cleo", dept: "ops", salary: 97000, start: "2020-01-06" },
      { id: 4, name: "Dev", dept: "sales", salary: 88000, start: "2022-03-01", manager: 3 },
      { id: 5, name: "Eun", dept: "eng", salary: 131000, start: "2018-11-20", manager: 1 },
      { id: 6, name: "Fola", dept: "sales", salary: 99000, start: "2017-07-07" },
    ];
  },
};

const rows = await hr.employees();
const fmt = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const topEng = new Query(rows).where("dept", "=", "eng").where("salary", ">", 120000).orderBy("salary", "desc").select("name", "salary");
console.log(topEng.map((r) => `${r.name} ${fmt(r.salary)}`).join("; "));
const veterans = new Query(rows).where("start", "<", "2020-06-01").where("dept", "in", ["ops", "sales"]).orderBy("start").run();
console.log(veterans.map((r) => `${r.name} since ${new Date(r.start).getUTCFullYear()}`));
const managed = new Query(rows).where("manager", "!=", undefined).count();
console.log(`${managed} of ${rows.length} have a manager`);
const byDept = new Query(rows).orderBy("dept").orderBy("name", "desc").limit(4).select("dept", "name");
console.log(byDept.map(({ dept, name }) => `${dept}/${name}`).join(" "));
