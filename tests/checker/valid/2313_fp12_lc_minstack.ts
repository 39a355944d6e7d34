class MinStack {
  #items: { v: number; min: number }[] = [];
  push(v: number): this {
    const min = this.#items.length ? Math.min(v, this.#items[this.#items.length - 1].min) : v;
    this.#items.push({ v, min });
    return this;
  }
  pop(): number | undefined {
    return this.#items.pop()?.v;
  }
  get top(): number | undefined {
    return this.#items.at(-1)?.v;
  }
  get min(): number {
    const last = this.#items.at(-1);
    if (last === undefined) throw new RangeError("empty");
    return last.min;
  }
  static from(values: Iterable<number>): MinStack {
    const s = new MinStack();
    for (const v of values) s.push(v);
    return s;
  }
}

class MonoQueue {
  private dq: number[] = [];
  private head = 0;
  push(v: number): void {
    while (this.dq.length > this.head && this.dq[this.dq.length - 1] < v) this.dq.pop();
    this.dq.push(v);
  }
  popIf(v: number): void {
    if (this.dq[this.head] === v) this.head++;
  }
  get max(): number {
    return this.dq[this.head];
  }
}

function maxSlidingWindow(nums: number[], k: number): number[] {
  const q = new MonoQueue();
  const out: number[] = [];
  nums.forEach((v, i) => {
    q.push(v);
    if (i >= k) q.popIf(nums[i - k]);
    if (i >= k - 1) out.push(q.max);
  });
  return out;
}

function dailyTemperatures(t: number[]): number[] {
  const ans = new Array<number>(t.length).fill(0);
  const stack: number[] = [];
  for (let i = 0; i < t.length; i++) {
    while (stack.length && t[stack[stack.length - 1]] < t[i]) {
      const j = stack.pop()!;
      ans[j] = i - j;
    }
    stack.push(i);
  }
  return ans;
}

const ms = MinStack.from([5, 3, 7]).push(2);
console.log(ms.min, ms.pop(), ms.min, ms.top);
console.log(maxSlidingWindow([1, 3, -1, -3, 5, 3, 6, 7], 3), dailyTemperatures([73, 74, 75, 71, 69, 72, 76, 73]));
