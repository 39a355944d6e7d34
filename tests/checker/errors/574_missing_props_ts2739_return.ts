interface Summary { count: number; total: number; average: number }
function summarize(xs: number[]): Summary {
  const total = xs.reduce((a, b) => a + b, 0);
  return { count: xs.length };
}
console.log(summarize([1, 2]));
