// `typeof x === "string"` where x's type is an object type a string fits (`{ toString(): string }`,
// `{ length: number }`, `Object`): x is that primitive in the branch (tsc's narrowTypeByTypeFacts).
type Printable = { toString(): string };
function show(x: Printable | undefined): string {
  return typeof x === "string" ? x.toUpperCase() : String(x);
}
function count(x: { length: number } | null): string {
  if (typeof x === "string") return x.charAt(0);
  return x ? String(x.length) : "none";
}
function width(v: Object | boolean): number {
  if (typeof v === "number") return v.toFixed(0).length;
  return String(v).length;
}
console.log(show("ab"), show(undefined), count("xyz"), count([1, 2]), count(null), width(12.5), width(true));
