class Handler<In, Out> {
  constructor(private readonly run: (input: In) => Out, readonly name: In) {}
}
class Formatter extends Handler<number, string> {
  constructor() {
    super((value) => value.toFixed(1), "fmt");
  }
}
console.log(new Formatter());
