// this binding: detached methods, call/apply/bind, arrows capturing this.
class Greeter {
  prefix = "Hello";
  greet(name: string) { return `${this?.prefix ?? "?"} ${name}`; }
  later() { return [1, 2].map(() => this.prefix); }
}
const g = new Greeter();
const detached = g.greet;
console.log(g.greet("a"), detached("b"), detached.call({ prefix: "Yo" }, "c"), detached.apply(g, ["d"]));
console.log(g.later(), detached.bind({ prefix: "Bound" })("e"));
