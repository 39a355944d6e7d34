// DP tables: LCS, edit distance, knapsack
function lcs(a: string, b: string): string {
  const m = a.length, n = b.length;
  const dp: number[][] = Array.from({ length: m + 1 }, () => Array(n + 1).fill(0));
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      dp[i][j] = a[i - 1] === b[j - 1] ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
    }
  }
  const out: string[] = [];
  let i = m, j = n;
  while (i > 0 && j > 0) {
    if (a[i - 1] === b[j - 1]) { out.push(a[i - 1]); i--; j--; }
    else if (dp[i - 1][j] >= dp[i][j - 1]) i--;
    else j--;
  }
  return out.reverse().join("");
}

function editDistance(s: string, t: string): number {
  const dp = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++)
    for (let j = 1; j <= t.length; j++)
      dp[i][j] = Math.min(
        dp[i - 1][j] + 1,
        dp[i][j - 1] + 1,
        dp[i - 1][j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1),
      );
  return dp[s.length][t.length];
}

interface Item { name: string; weight: number; value: number }

function knapsack(items: Item[], cap: number): { value: number; picked: string[] } {
  const n = items.length;
  const dp: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(cap + 1).fill(0));
  items.forEach(({ weight, value }, idx) => {
    const i = idx + 1;
    for (let w = 0; w <= cap; w++) {
      dp[i][w] = dp[i - 1][w];
      if (weight <= w) dp[i][w] = Math.max(dp[i][w], dp[i - 1][w - weight] + value);
    }
  });
  const picked: string[] = [];
  let w = cap;
  for (let i = n; i > 0; i--) {
    if (dp[i][w] !== dp[i - 1][w]) {
      picked.unshift(items[i - 1].name);
      w -= items[i - 1].weight;
    }
  }
  return { value: dp[n][cap], picked };
}

console.log(lcs("ABCBDAB", "BDCABA"));
console.log([["kitten", "sitting"], ["flaw", "lawn"], ["", "abc"]].map(([a, b]) => `${a}->${b}: ${editDistance(a, b)}`));
const res = knapsack(
  [
    { name: "map", weight: 9, value: 150 },
    { name: "compass", weight: 13, value: 35 },
    { name: "water", weight: 153, value: 200 },
    { name: "sandwich", weight: 50, value: 160 },
    { name: "glucose", weight: 15, value: 60 },
  ],
  200,
);
console.log(res.value, res.picked);
const coins = [1, 5, 10, 25];
const ways = new Array(101).fill(0) as number[];
ways[0] = 1;
for (const c of coins) for (let a = c; a <= 100; a++) ways[a] += ways[a - c];
console.log("ways to make 100:", ways[100]);
