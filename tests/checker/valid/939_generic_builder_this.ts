class QueryBuilder {
  protected parts: string[] = [];
  where(c: string): this { this.parts.push(`WHERE ${c}`); return this; }
  limit(n: number): this { this.parts.push(`LIMIT ${n}`); return this; }
  build(): string { return this.parts.join(" "); }
}
class PagedBuilder extends QueryBuilder {
  page(p: number, size = 10): this { return this.limit(size).where(`page = ${p}`); }
}
console.log(new PagedBuilder().where("a > 1").page(2).build());
