// Two-sum variants and three-sum with two pointers
function twoSumSorted(nums: number[], target: number): [number, number] | null {
  let lo = 0, hi = nums.length - 1;
  while (lo < hi) {
    const s = nums[lo] + nums[hi];
    if (s === target) return [lo, hi];
    if (s < target) lo++;
    else hi--;
  }
  return null;
}

function threeSum(nums: number[]): number[][] {
  const sorted = [...nums].sort((a, b) => a - b);
  const out: number[][] = [];
  for (let i = 0; i < sorted.length - 2; i++) {
    if (i > 0 && sorted[i] === sorted[i - 1]) continue;
    let l = i + 1, r = sorted.length - 1;
    while (l < r) {
      const sum = sorted[i] + sorted[l] + sorted[r];
      if (sum === 0) {
        out.push([sorted[i], sorted[l], sorted[r]]);
        while (l < r && sorted[l] === sorted[l + 1]) l++;
        while (l < r && sorted[r] === sorted[r - 1]) r--;
        l++; r--;
      } else if (sum < 0) {
        l++;
      } else {
        r--;
      }
    }
  }
  return out;
}

function maxArea(heights: readonly number[]): number {
  let best = 0;
  let [i, j] = [0, heights.length - 1];
  while (i < j) {
    const area = Math.min(heights[i], heights[j]) * (j - i);
    best = Math.max(best, area);
    heights[i] < heights[j] ? i++ : j--;
  }
  return best;
}

const pair = twoSumSorted([1, 3, 4, 6, 8, 11], 10);
console.log("twoSum:", pair ?? "none");
if (pair) {
  const [a, b] = pair;
  console.log(`indices ${a} and ${b}`);
}
console.log("threeSum:", JSON.stringify(threeSum([-1, 0, 1, 2, -1, -4])));
console.log("maxArea:", maxArea([1, 8, 6, 2, 5, 4, 8, 3, 7]));
const trapped = ((h: number[]): number => {
  let left = 0, right = h.length - 1, lmax = 0, rmax = 0, water = 0;
  while (left < right) {
    if (h[left] < h[right]) {
      h[left] >= lmax ? (lmax = h[left]) : (water += lmax - h[left]);
      left++;
    } else {
      h[right] >= rmax ? (rmax = h[right]) : (water += rmax - h[right]);
      right--;
    }
  }
  return water;
})([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]);
console.log({ trapped });
