type Item = { length: number; push(x: number): void };
function first(x: Item | null): string {
  if (typeof x === "string") return x.charAt(0);
  return "";
}
console.log(first(null));
