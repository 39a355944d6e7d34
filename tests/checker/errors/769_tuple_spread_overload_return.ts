function parse(x: string): number;
function parse(x: number): string;
function parse(x: string | number): string | number {
  return typeof x === "string" ? Number(x) : String(x);
}
const args: [string] = ["1"];
const s: string = parse(...args);
console.log(s);
