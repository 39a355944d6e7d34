// Sliding window: longest substring without repeats, min window substring, max in windows
function lengthOfLongestSubstring(s: string): { length: number; sub: string } {
  const last = new Map<string, number>();
  let start = 0, bestLen = 0, bestStart = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    const prev = last.get(ch);
    if (prev !== undefined && prev >= start) start = prev + 1;
    last.set(ch, i);
    if (i - start + 1 > bestLen) {
      bestLen = i - start + 1;
      bestStart = start;
    }
  }
  return { length: bestLen, sub: s.slice(bestStart, bestStart + bestLen) };
}

function minWindow(s: string, t: string): string {
  if (t.length > s.length) return "";
  const need: Record<string, number> = {};
  for (const c of t) need[c] = (need[c] || 0) + 1;
  let missing = t.length;
  let left = 0;
  let best: [number, number] = [0, Infinity];
  for (let right = 0; right < s.length; right++) {
    const c = s[right];
    if ((need[c] ?? 0) > 0) missing--;
    need[c] = (need[c] ?? 0) - 1;
    while (missing === 0) {
      if (right - left < best[1] - best[0]) best = [left, right];
      const lc = s[left];
      need[lc]++;
      if (need[lc] > 0) missing++;
      left++;
    }
  }
  return best[1] === Infinity ? "" : s.substring(best[0], best[1] + 1);
}

function maxSlidingWindow(nums: number[], k: number): number[] {
  const dq: number[] = [];
  const res: number[] = [];
  nums.forEach((n, i) => {
    while (dq.length && nums[dq[dq.length - 1]] <= n) dq.pop();
    dq.push(i);
    if (dq[0] <= i - k) dq.shift();
    if (i >= k - 1) res.push(nums[dq[0]]);
  });
  return res;
}

const tests = ["abcabcbb", "bbbbb", "pwwkew", ""];
for (const t of tests) {
  const { length, sub } = lengthOfLongestSubstring(t);
  console.log(JSON.stringify(t), "->", length, sub);
}
console.log(minWindow("ADOBECODEBANC", "ABC"));
console.log(minWindow("a", "aa") || "(empty)");
console.log(maxSlidingWindow([1, 3, -1, -3, 5, 3, 6, 7], 3).join(","));
const avgWindows = (arr: number[], k: number) =>
  arr.slice(0, arr.length - k + 1).map((_, i) => arr.slice(i, i + k).reduce((a, b) => a + b, 0) / k);
console.log(avgWindows([1, 2, 3, 4, 5, 6], 2).map((x) => x.toFixed(1)));
