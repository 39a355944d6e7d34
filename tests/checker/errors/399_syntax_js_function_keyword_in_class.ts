class Greeter {
  function greet() {
    return "hi";
  }
}
