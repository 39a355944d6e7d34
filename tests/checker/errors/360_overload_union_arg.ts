function parse(v: string): number;
function parse(v: number): string;
function parse(v: string | number): string | number {
  return typeof v === "string" ? Number(v) : String(v);
}
function use(x: string | number) {
  return parse(x);
}
