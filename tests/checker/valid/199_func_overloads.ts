function parse(v: string): number;
function parse(v: number): string;
function parse(v: string | number): string | number {
  return typeof v === "string" ? Number(v) : String(v);
}
const n: number = parse("42");
const s: string = parse(42);
console.log(n + 1, s.length);
