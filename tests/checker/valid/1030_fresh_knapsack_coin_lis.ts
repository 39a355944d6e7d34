interface Item { readonly name: string; readonly weight: number; readonly value: number }

function knapsack(items: readonly Item[], capacity: number): { value: number; chosen: Item[] } {
  const n = items.length;
  const dp: number[][] = Array.from({ length: n + 1 }, () => Array(capacity + 1).fill(0));
  for (let i = 1; i <= n; i++) {
    const { weight, value } = items[i - 1];
    for (let w = 0; w <= capacity; w++) {
      dp[i][w] = dp[i - 1][w];
      if (weight <= w) dp[i][w] = Math.max(dp[i][w], dp[i - 1][w - weight] + value);
    }
  }
  const chosen: Item[] = [];
  for (let i = n, w = capacity; i > 0; i--) {
    if (dp[i][w] !== dp[i - 1][w]) {
      chosen.push(items[i - 1]);
      w -= items[i - 1].weight;
    }
  }
  return { value: dp[n][capacity], chosen: chosen.reverse() };
}

function coinChange(coins: number[], amount: number): number[] | null {
  const best: (number[] | null)[] = [[], ...Array<number[] | null>(amount).fill(null)];
  for (let a = 1; a <= amount; a++) {
    for (const c of coins) {
      const prev = a - c >= 0 ? best[a - c] : null;
      if (prev && (best[a] === null || prev.length + 1 < best[a]!.length)) best[a] = [...prev, c];
    }
  }
  return best[amount];
}

function lis(xs: number[]): number[] {
  const tails: number[] = [];
  const prevIdx: number[] = new Array(xs.length).fill(-1);
  const tailIdx: number[] = [];
  xs.forEach((x, i) => {
    let lo = 0, hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = x;
    tailIdx[lo] = i;
    prevIdx[i] = lo > 0 ? tailIdx[lo - 1] : -1;
  });
  const out: number[] = [];
  for (let i = tailIdx[tails.length - 1] ?? -1; i >= 0; i = prevIdx[i]) out.push(xs[i]);
  return out.reverse();
}

const items: Item[] = [
  { name: "tent", weight: 5, value: 60 },
  { name: "stove", weight: 3, value: 50 },
  { name: "food", weight: 4, value: 70 },
  { name: "camera", weight: 2, value: 30 },
  { name: "book", weight: 1, value: 10 },
];
for (const cap of [0, 5, 10, 15]) {
  const { value, chosen } = knapsack(items, cap);
  console.log(`cap ${cap}: ${value} [${chosen.map((i) => i.name).join(", ")}]`);
}
console.log(coinChange([1, 5, 10, 25], 63), coinChange([4, 7], 5), coinChange([3, 7], 20)?.length);
console.log(lis([10, 9, 2, 5, 3, 7, 101, 18, 4, 19]), lis([]));

const triangle = [[2], [3, 4], [6, 5, 7], [4, 1, 8, 3]];
const minPath = triangle.reduceRight((below, row) => row.map((v, i) => v + Math.min(below[i], below[i + 1])));
console.log("triangle", minPath[0]);
const partitions = (n: number): bigint => {
  const p: bigint[] = [1n, ...Array<bigint>(n).fill(0n)];
  for (let k = 1; k <= n; k++) for (let i = k; i <= n; i++) p[i] += p[i - k];
  return p[n];
};
console.log(partitions(100).toString(), partitions(5));
