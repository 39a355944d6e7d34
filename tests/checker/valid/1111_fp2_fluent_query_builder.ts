// Fluent query builder with polymorphic this and a subclass
type Primitive = string | number | boolean | null;
type Op = "=" | "!=" | ">" | "<" | ">=" | "<=" | "in";

interface Condition {
  field: string;
  op: Op;
  value: Primitive | Primitive[];
}

class QueryBuilder {
  protected table = "";
  protected conditions: Condition[] = [];
  protected fields: string[] = ["*"];
  protected limitN?: number;
  protected order: Array<[string, "asc" | "desc"]> = [];

  from(table: string): this {
    this.table = table;
    return this;
  }
  select(...fields: string[]): this {
    if (fields.length) this.fields = fields;
    return this;
  }
  where(field: string, op: Op, value: Primitive | Primitive[]): this {
    this.conditions.push({ field, op, value });
    return this;
  }
  orderBy(field: string, dir: "asc" | "desc" = "asc"): this {
    this.order.push([field, dir]);
    return this;
  }
  limit(n: number): this {
    this.limitN = n;
    return this;
  }
  protected renderValue(v: Primitive | Primitive[]): string {
    if (Array.isArray(v)) return `(${v.map((x) => this.renderValue(x)).join(", ")})`;
    if (typeof v === "string") return `'${v.replace(/'/g, "''")}'`;
    return String(v);
  }
  build(): string {
    let sql = `SELECT ${this.fields.join(", ")} FROM ${this.table}`;
    if (this.conditions.length) {
      sql += " WHERE " + this.conditions.map((c) => `${c.field} ${c.op.toUpperCase()} ${this.renderValue(c.value)}`).join(" AND ");
    }
    if (this.order.length) sql += " ORDER BY " + this.order.map(([f, d]) => `${f} ${d.toUpperCase()}`).join(", ");
    if (this.limitN !== undefined) sql += ` LIMIT ${this.limitN}`;
    return sql;
  }
  static create<T extends QueryBuilder>(this: new () => T): T {
    return new this();
  }
}

class PagedQuery extends QueryBuilder {
  private pageSize = 10;
  page(n: number, size = this.pageSize): this {
    this.pageSize = size;
    return this.limit(size).offset((n - 1) * size);
  }
  private offsetN = 0;
  offset(n: number): this {
    this.offsetN = n;
    return this;
  }
  override build(): string {
    const base = super.build();
    return this.offsetN ? `${base} OFFSET ${this.offsetN}` : base;
  }
}

const q1 = new QueryBuilder().from("users").select("id", "name").where("age", ">=", 18).where("name", "!=", "O'Brien").orderBy("name").build();
console.log(q1);
const q2 = PagedQuery.create().from("orders").where("status", "in", ["paid", "shipped"]).page(3, 25).orderBy("created", "desc").build();
console.log(q2);
const q3 = QueryBuilder.create().from("t").limit(1).build();
console.log(q3);
const builders = [new QueryBuilder(), new PagedQuery()] as const;
console.log(builders.map((b) => b.from("x").build()));
