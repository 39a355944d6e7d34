function greet(name?: string, punctuation = "!"): string {
  if (!name) {
    return "Hello" + punctuation;
  }
  return `Hello, ${name}${punctuation}`;
}
console.log(greet(), greet("Ann", "?"));
