interface Summary {
  count: number;
  min: number;
  max: number;
  mean: number;
}
function summarize(xs: number[]): Summary {
  return { count: xs.length, mean: xs.reduce((a, b) => a + b, 0) / xs.length };
}
