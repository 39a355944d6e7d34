function fmt(n: number): string {
  return n.toFixed(1);
}
function fmt(n: number): string {
  return n.toFixed(2);
}
