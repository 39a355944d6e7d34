class Formatter {
  format(v: number): string;
  format(v: boolean): string;
  format(v: number | boolean): string {
    return typeof v === "number" ? v.toFixed(1) : v ? "yes" : "no";
  }
}
const f = new Formatter();
console.log(f.format(2), f.format(true));
