function makeGreeter(name: string | null) {
  if (name === null) return null;
  class Greeter {
    greet(): string {
      return "hello " + name.toUpperCase();
    }
  }
  return Greeter;
}
console.log(makeGreeter("ada"));
