function normalize(input: string | string[]): string {
  return input.toLowerCase();
}
console.log(normalize("A"));
