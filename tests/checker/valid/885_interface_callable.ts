interface Formatter {
  (value: number): string;
  precision: number;
}
function makeFormatter(p: number): Formatter {
  const f = ((v: number) => v.toFixed(f.precision)) as Formatter;
  f.precision = p;
  return f;
}
const fmt = makeFormatter(2);
console.log(fmt(3.14159), fmt.precision);
