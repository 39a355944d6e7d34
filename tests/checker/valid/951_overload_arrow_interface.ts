interface Fmt {
  (v: number): string;
  (v: Date): string;
  (v: string[]): string;
}
const fmt: Fmt = (v: number | Date | string[]): string =>
  typeof v === "number" ? v.toFixed(2) : v instanceof Date ? v.toISOString() : v.join(", ");
console.log(fmt(1), fmt(new Date(0)), fmt(["a", "b"]));
