// Polymorphic `this` (issue 15): a method that returns `this` is chainable, also from a static
// factory (where `this` is the class) and on a subclass (the chain keeps the subclass's type).
class Query {
  private parts: string[] = [];
  where(cond: string) {
    this.parts.push(cond);
    return this;
  }
  limit(n: number) {
    this.parts.push(`limit ${n}`);
    return this;
  }
  text() {
    return this.parts.join(" ");
  }
  static active() {
    const q = new Query();
    return q.where("active").limit(10);
  }
  static create() {
    return new this();
  }
}
class OrderQuery extends Query {
  paidOnly = false;
  paid() {
    this.paidOnly = true;
    return this;
  }
}
const q = new OrderQuery().where("x > 1").paid().limit(5);
console.log(q.paidOnly, q.text(), Query.active().text(), Query.create().text());
function describe(this: { name: string }, greeting: string) {
  return `${greeting}, ${this.name}`;
}
const who = { name: "Ada", describe };
console.log(who.describe("hi"));
