// Prefix sums 1D/2D, difference arrays, Kadane, subarray sum equals k
const prefix = (xs: number[]) => xs.reduce<number[]>((acc, x, i) => (acc.push(acc[i] + x), acc), [0]);
function rangeSumQuery(xs: number[]) {
  const p = prefix(xs);
  return (l: number, r: number) => p[r + 1] - p[l];
}
function matrixPrefix(m: number[][]): (r1: number, c1: number, r2: number, c2: number) => number {
  const R = m.length, C = m[0]?.length ?? 0;
  const P: number[][] = Array.from({ length: R + 1 }, () => Array(C + 1).fill(0));
  for (let r = 0; r < R; r++)
    for (let c = 0; c < C; c++) P[r + 1][c + 1] = m[r][c] + P[r][c + 1] + P[r + 1][c] - P[r][c];
  return (r1, c1, r2, c2) => P[r2 + 1][c2 + 1] - P[r1][c2 + 1] - P[r2 + 1][c1] + P[r1][c1];
}
function applyUpdates(n: number, updates: ReadonlyArray<readonly [number, number, number]>): number[] {
  const diff = new Array<number>(n + 1).fill(0);
  for (const [l, r, v] of updates) { diff[l] += v; diff[r + 1] -= v; }
  let run = 0;
  return diff.slice(0, n).map((d) => (run += d));
}
function kadane(xs: number[]): { sum: number; start: number; end: number } {
  let best = { sum: -Infinity, start: 0, end: -1 };
  let cur = 0, s = 0;
  xs.forEach((x, i) => {
    if (cur <= 0) { cur = x; s = i; } else cur += x;
    if (cur > best.sum) best = { sum: cur, start: s, end: i };
  });
  return best;
}
function subarraySum(nums: number[], k: number): number {
  const seen = new Map<number, number>([[0, 1]]);
  let sum = 0, count = 0;
  for (const n of nums) {
    sum += n;
    count += seen.get(sum - k) ?? 0;
    seen.set(sum, (seen.get(sum) ?? 0) + 1);
  }
  return count;
}
function productExceptSelf(nums: number[]): number[] {
  const out = nums.map(() => 1);
  for (let i = 1, l = 1; i < nums.length; i++) out[i] = l *= nums[i - 1];
  for (let i = nums.length - 2, r = 1; i >= 0; i--) out[i] *= r *= nums[i + 1];
  return out;
}
const q = rangeSumQuery([3, -2, 5, -1, 6]);
console.log(prefix([1, 2, 3, 4]), q(0, 2), q(1, 4), q(3, 3));
const sub = matrixPrefix([[3, 0, 1, 4, 2], [5, 6, 3, 2, 1], [1, 2, 0, 1, 5], [4, 1, 0, 1, 7]]);
console.log(sub(2, 1, 3, 3), sub(1, 1, 2, 2), sub(0, 0, 3, 4));
console.log(applyUpdates(5, [[1, 3, 2], [2, 4, 3], [0, 2, -2]]));
const k = kadane([-2, 1, -3, 4, -1, 2, 1, -5, 4]);
console.log(k, kadane([-3, -1, -2]).sum, kadane([]).sum);
console.log(subarraySum([1, 1, 1], 2), subarraySum([1, 2, 3, -3, 3], 3), productExceptSelf([1, 2, 3, 4]));
const maxCircular = (xs: number[]) => {
  const total = xs.reduce((a, b) => a + b, 0);
  const maxK = kadane(xs).sum, minK = -kadane(xs.map((x) => -x)).sum;
  return maxK < 0 ? maxK : Math.max(maxK, total - minK);
};
console.log(maxCircular([5, -3, 5]), maxCircular([-3, -2, -3]));
