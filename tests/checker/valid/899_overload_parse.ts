function parseValue(x: string): number;
function parseValue(x: number): string;
function parseValue(x: string | number): number | string {
  return typeof x === "string" ? Number(x) : String(x);
}
const n1: number = parseValue("42");
const s1: string = parseValue(42);
console.log(n1 + 1, s1.length);
