function joinAll(sep: string, ...parts: string[]): string {
  return parts.join(sep);
}
function wrap(a: string, b: string): string {
  return a + b;
}
console.log(wrap());
