interface Stats {
  count: number;
  mean: number;
}
async function computeStats(xs: number[]): Promise<Stats> {
  return { count: xs.length };
}
