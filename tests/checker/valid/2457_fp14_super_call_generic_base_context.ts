// super(...) in a class extending a generic base with written type arguments: the base's
// constructor is instantiated with them, so a callback argument gets its parameter types.
class Handler<In, Out> {
  constructor(private readonly run: (input: In) => Out, readonly name: string) {}
  handle(input: In): Out {
    return this.run(input);
  }
}
class Formatter extends Handler<number, string> {
  constructor(digits: number) {
    super((value) => value.toFixed(digits), "fmt");
  }
}
class Counter<T> extends Handler<T[], number> {
  constructor() {
    super((items) => items.length, "count");
  }
}
const f = new Formatter(2);
const c = new Counter<string>();
console.log(f.handle(3.14159), c.handle(["a", "b"]), f.name, c.name);
