function pad(n: number): string {
  return n < 10 ? "0" + n : String(n);
}
function fmt(v: number | string): string {
  return pad(v);
}
