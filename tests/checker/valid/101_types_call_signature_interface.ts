interface Formatter {
  (value: number): string;
  precision: number;
}
const fmt = ((v: number) => v.toFixed(fmt.precision)) as Formatter;
fmt.precision = 2;
console.log(fmt(3.14159));
