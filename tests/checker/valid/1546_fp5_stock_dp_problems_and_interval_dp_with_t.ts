// Stock DP problems and interval DP with tuples and Infinity
function maxProfitOnce(prices: number[]): [profit: number, buy: number, sell: number] {
  let best: [number, number, number] = [0, -1, -1];
  let minIdx = 0;
  prices.forEach((p, i) => {
    if (p < prices[minIdx]) minIdx = i;
    else if (p - prices[minIdx] > best[0]) best = [p - prices[minIdx], minIdx, i];
  });
  return best;
}
function maxProfitK(prices: number[], k: number): number {
  if (!prices.length || k === 0) return 0;
  const buy = new Array<number>(k + 1).fill(-Infinity), sell = new Array<number>(k + 1).fill(0);
  for (const p of prices)
    for (let t = 1; t <= k; t++) {
      buy[t] = Math.max(buy[t], sell[t - 1] - p);
      sell[t] = Math.max(sell[t], buy[t] + p);
    }
  return sell[k];
}
function withCooldown(prices: number[]): number {
  let [hold, sold, rest] = [-Infinity, 0, 0];
  for (const p of prices) [hold, sold, rest] = [Math.max(hold, rest - p), hold + p, Math.max(rest, sold)];
  return Math.max(sold, rest);
}
function burstBalloons(nums: number[]): number {
  const a = [1, ...nums, 1];
  const n = a.length;
  const dp: number[][] = Array.from({ length: n }, () => Array(n).fill(0));
  for (let len = 2; len < n; len++)
    for (let l = 0; l + len < n; l++) {
      const r = l + len;
      for (let m = l + 1; m < r; m++) dp[l][r] = Math.max(dp[l][r], dp[l][m] + a[l] * a[m] * a[r] + dp[m][r]);
    }
  return dp[0][n - 1];
}
function matrixChain(dims: number[]): { cost: number; order: string } {
  const n = dims.length - 1;
  const cost = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const split = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
  for (let len = 2; len <= n; len++)
    for (let i = 0; i + len - 1 < n; i++) {
      const j = i + len - 1;
      cost[i][j] = Infinity;
      for (let k = i; k < j; k++) {
        const c = cost[i][k] + cost[k + 1][j] + dims[i] * dims[k + 1] * dims[j + 1];
        if (c < cost[i][j]) { cost[i][j] = c; split[i][j] = k; }
      }
    }
  const paren = (i: number, j: number): string => (i === j ? `M${i + 1}` : `(${paren(i, split[i][j])}${paren(split[i][j] + 1, j)})`);
  return { cost: n > 0 ? cost[0][n - 1] : 0, order: n > 0 ? paren(0, n - 1) : "" };
}
const [profit, buyDay, sellDay] = maxProfitOnce([7, 1, 5, 3, 6, 4]);
console.log({ profit, buyDay, sellDay }, maxProfitOnce([7, 6, 4, 3, 1]));
console.log(maxProfitK([3, 2, 6, 5, 0, 3], 2), maxProfitK([1, 2, 3, 4, 5], 1), withCooldown([1, 2, 3, 0, 2]));
console.log(burstBalloons([3, 1, 5, 8]), burstBalloons([1, 5]));
console.log(matrixChain([40, 20, 30, 10, 30]), matrixChain([10, 20]));
