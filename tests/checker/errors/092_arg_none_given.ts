function greet(name: string): string {
  return `hi ${name}`;
}
console.log(greet());
