class QueryBuilder<T extends Record<string, unknown>> {
  protected filters: Array<(row: T) => boolean> = [];
  protected order?: { key: keyof T; dir: 1 | -1 };
  protected cap = Infinity;

  where<K extends keyof T>(key: K, value: T[K]): this {
    this.filters.push((r) => r[key] === value);
    return this;
  }
  whereFn(fn: (row: T) => boolean): this {
    this.filters.push(fn);
    return this;
  }
  orderBy(key: keyof T, dir: "asc" | "desc" = "asc"): this {
    this.order = { key, dir: dir === "asc" ? 1 : -1 };
    return this;
  }
  limit(n: number): this {
    this.cap = n;
    return this;
  }
  run(rows: readonly T[]): T[] {
    let out = rows.filter((r) => this.filters.every((f) => f(r)));
    const o = this.order;
    if (o) out = [...out].sort((a, b) => (String(a[o.key]) < String(b[o.key]) ? -o.dir : String(a[o.key]) > String(b[o.key]) ? o.dir : 0));
    return out.slice(0, this.cap);
  }
  clone(): this {
    const c = Object.create(Object.getPrototypeOf(this)) as this;
    Object.assign(c, this, { filters: [...this.filters] });
    return c;
  }
}

class AuditedQuery<T extends Record<string, unknown>> extends QueryBuilder<T> {
  private log: string[] = [];
  override limit(n: number): this {
    this.log.push(`limit ${n}`);
    return super.limit(n);
  }
  note(msg: string): this {
    this.log.push(msg);
    return this;
  }
  get audit(): readonly string[] {
    return this.log;
  }
}

type Person = { name: string; city: string; age: number };
const people: Person[] = [
  { name: "Ann", city: "Oslo", age: 31 },
  { name: "Bob", city: "Rome", age: 25 },
  { name: "Cid", city: "Oslo", age: 47 },
  { name: "Dee", city: "Oslo", age: 22 },
];
const q = new AuditedQuery<Person>().where("city", "Oslo").note("oslo only").orderBy("name", "desc").limit(2);
console.log(q.run(people).map((p) => p.name), q.audit);
const older = q.clone().whereFn((p) => p.age > 30);
console.log(older.run(people).map((p) => `${p.name}(${p.age})`), q.run(people).length);
console.log(new QueryBuilder<Person>().orderBy("age").run(people).map((p) => p.age));
