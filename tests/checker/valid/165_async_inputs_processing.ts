async function summarize(values: number[]): Promise<{ min: number; max: number; mean: number }> {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { min, max, mean };
}
const vals: number[] = Array.isArray(inputs?.values) ? inputs.values : [1, 2, 3];
summarize(vals).then((s) => console.log(JSON.stringify(s)));
