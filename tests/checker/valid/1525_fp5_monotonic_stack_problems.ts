// Monotonic stack problems
function nextGreater(nums: number[]): number[] {
  const res = new Array<number>(nums.length).fill(-1);
  const stack: number[] = [];
  for (let i = 0; i < nums.length * 2; i++) {
    const n = nums[i % nums.length];
    while (stack.length && nums[stack[stack.length - 1]] < n) res[stack.pop()!] = n;
    if (i < nums.length) stack.push(i);
  }
  return res;
}
function dailyTemperatures(t: number[]): number[] {
  const ans: number[] = t.map(() => 0);
  const st: Array<{ idx: number; temp: number }> = [];
  t.forEach((temp, idx) => {
    let top: { idx: number; temp: number } | undefined;
    while ((top = st.at(-1)) && top.temp < temp) {
      st.pop();
      ans[top.idx] = idx - top.idx;
    }
    st.push({ idx, temp });
  });
  return ans;
}
function largestRectangle(h: number[]): number {
  const st: number[] = [];
  let best = 0;
  for (let i = 0; i <= h.length; i++) {
    const cur = i === h.length ? 0 : h[i];
    while (st.length > 0 && h[st[st.length - 1]] > cur) {
      const height = h[st.pop() as number];
      const left = st.length ? st[st.length - 1] + 1 : 0;
      best = Math.max(best, height * (i - left));
    }
    st.push(i);
  }
  return best;
}
function removeKDigits(num: string, k: number): string {
  const st: string[] = [];
  for (const d of num) {
    while (k > 0 && st.length && st[st.length - 1] > d) { st.pop(); k--; }
    st.push(d);
  }
  st.length -= k;
  return st.join("").replace(/^0+/, "") || "0";
}
function validParens(s: string): boolean {
  const pairs: { [close: string]: string } = { ")": "(", "]": "[", "}": "{" };
  const st: string[] = [];
  for (const ch of s) {
    if (ch in pairs) {
      if (st.pop() !== pairs[ch]) return false;
    } else if ("([{".includes(ch)) st.push(ch);
  }
  return st.length === 0;
}
function simplifyPath(p: string): string {
  const parts: string[] = [];
  for (const seg of p.split("/")) {
    if (seg === "" || seg === ".") continue;
    seg === ".." ? parts.pop() : parts.push(seg);
  }
  return "/" + parts.join("/");
}
console.log(nextGreater([1, 2, 1]), nextGreater([5, 4, 3, 2, 1]));
console.log(dailyTemperatures([73, 74, 75, 71, 69, 72, 76, 73]));
console.log(largestRectangle([2, 1, 5, 6, 2, 3]), largestRectangle([]));
console.log(removeKDigits("1432219", 3), removeKDigits("10200", 1), removeKDigits("10", 2));
console.log(["()[]{}", "(]", "([{}])", "(("].map(validParens));
console.log(simplifyPath("/a/./b/../../c/"), simplifyPath("/../"), simplifyPath("/home//foo/"));
