class Greeter {
  hello(): string {
    return "hi";
  }
}
console.log(Greeter.hello());
