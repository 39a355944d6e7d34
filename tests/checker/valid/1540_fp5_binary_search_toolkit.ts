// Binary search toolkit
function lowerBound<T>(xs: readonly T[], target: T, cmp: (a: T, b: T) => number = (a, b) => (a < b ? -1 : a > b ? 1 : 0)): number {
  let lo = 0, hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cmp(xs[mid], target) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function upperBound(xs: readonly number[], target: number): number {
  let lo = 0, hi = xs.length;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    xs[mid] <= target ? (lo = mid + 1) : (hi = mid);
  }
  return lo;
}
function searchRotated(nums: number[], target: number): number {
  let [l, r] = [0, nums.length - 1];
  while (l <= r) {
    const m = (l + r) >> 1;
    if (nums[m] === target) return m;
    if (nums[l] <= nums[m]) {
      if (nums[l] <= target && target < nums[m]) r = m - 1;
      else l = m + 1;
    } else if (nums[m] < target && target <= nums[r]) l = m + 1;
    else r = m - 1;
  }
  return -1;
}
function sqrtBisect(x: number, eps = 1e-10): number {
  if (x < 0) return NaN;
  let lo = 0, hi = Math.max(1, x);
  while (hi - lo > eps) {
    const mid = (lo + hi) / 2;
    if (mid * mid < x) lo = mid; else hi = mid;
  }
  return (lo + hi) / 2;
}
function minCapacity(weights: number[], days: number): number {
  const feasible = (cap: number) => {
    let need = 1, load = 0;
    for (const w of weights) {
      if (load + w > cap) { need++; load = 0; }
      load += w;
    }
    return need <= days;
  };
  let lo = Math.max(...weights), hi = weights.reduce((a, b) => a + b, 0);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (feasible(mid)) hi = mid; else lo = mid + 1;
  }
  return lo;
}
function lis(nums: number[]): number[] {
  const tails: number[] = [], tailIdx: number[] = [], prev: number[] = new Array(nums.length).fill(-1);
  nums.forEach((n, i) => {
    const pos = lowerBound(tails, n);
    tails[pos] = n;
    tailIdx[pos] = i;
    prev[i] = pos > 0 ? tailIdx[pos - 1] : -1;
  });
  const out: number[] = [];
  for (let i = tailIdx[tails.length - 1] ?? -1; i !== -1; i = prev[i]) out.push(nums[i]);
  return out.reverse();
}
const sorted = [1, 2, 2, 2, 5, 7, 9];
console.log(lowerBound(sorted, 2), upperBound(sorted, 2), lowerBound(sorted, 10), lowerBound([], 1));
const words = ["apple", "fig", "kiwi", "pear"];
console.log(lowerBound(words, "grape"), lowerBound(words, "KIWI", (a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
console.log(searchRotated([4, 5, 6, 7, 0, 1, 2], 0), searchRotated([4, 5, 6, 7, 0, 1, 2], 3), searchRotated([1], 1));
console.log(sqrtBisect(2).toFixed(8), sqrtBisect(0.25).toFixed(4), sqrtBisect(-1));
console.log(minCapacity([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5), minCapacity([3, 2, 2, 4, 1, 4], 3));
console.log(lis([10, 9, 2, 5, 3, 7, 101, 18]), lis([]), lis([0, 1, 0, 3, 2, 3]));
