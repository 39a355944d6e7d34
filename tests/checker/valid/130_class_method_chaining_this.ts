class QueryBuilder {
  private parts: string[] = [];
  select(cols: string): this {
    this.parts.push(`SELECT ${cols}`);
    return this;
  }
  from(table: string): this {
    this.parts.push(`FROM ${table}`);
    return this;
  }
  build(): string {
    return this.parts.join(" ");
  }
}
console.log(new QueryBuilder().select("*").from("users").build());
