function format(v: number): string;
function format(v: string): string;
function format(v: number | string): string {
  return String(v);
}
console.log(format(true));
