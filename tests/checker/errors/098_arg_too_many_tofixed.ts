function formatPercent(x: number): string {
  return (x * 100).toFixed(2, 3) + "%";
}
console.log(formatPercent(0.31415));
