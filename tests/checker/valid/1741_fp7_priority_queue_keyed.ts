// Generic binary heap / priority queue with comparator and keyed updates.
type Comparator<T> = (a: T, b: T) => number;

class PriorityQueue<T, K = T> {
  private heap: T[] = [];
  private index = new Map<K, number>();

  constructor(private readonly cmp: Comparator<T>, private readonly keyOf: (item: T) => K = (x) => x as unknown as K) {}

  get size(): number {
    return this.heap.length;
  }

  push(...items: T[]): this {
    for (const item of items) {
      this.heap.push(item);
      this.index.set(this.keyOf(item), this.heap.length - 1);
      this.up(this.heap.length - 1);
    }
    return this;
  }

  peek(): T | undefined {
    return this.heap[0];
  }

  pop(): T | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (top === undefined || last === undefined) return undefined;
    this.index.delete(this.keyOf(top));
    if (this.heap.length > 0) {
      this.heap[0] = last;
      this.index.set(this.keyOf(last), 0);
      this.down(0);
    }
    return top;
  }

  update(key: K, f: (old: T) => T): boolean {
    const i = this.index.get(key);
    if (i === undefined) return false;
    this.heap[i] = f(this.heap[i]);
    this.up(i);
    this.down(this.index.get(key) ?? i);
    return true;
  }

  private swap(i: number, j: number): void {
    [this.heap[i], this.heap[j]] = [this.heap[j], this.heap[i]];
    this.index.set(this.keyOf(this.heap[i]), i);
    this.index.set(this.keyOf(this.heap[j]), j);
  }

  private up(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.cmp(this.heap[i], this.heap[parent]) >= 0) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  private down(i: number): void {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < this.heap.length && this.cmp(this.heap[l], this.heap[best]) < 0) best = l;
      if (r < this.heap.length && this.cmp(this.heap[r], this.heap[best]) < 0) best = r;
      if (best === i) return;
      this.swap(i, best);
      i = best;
    }
  }
}

const nums = new PriorityQueue<number>((a, b) => a - b).push(5, 1, 8, 3, 9, 2);
const drained: number[] = [];
while (nums.size) drained.push(nums.pop()!);
console.log(drained.join(" "));

interface Task {
  id: string;
  priority: number;
}
const tasks = new PriorityQueue<Task, string>((a, b) => b.priority - a.priority || a.id.localeCompare(b.id), (t) => t.id);
tasks.push({ id: "write", priority: 2 }, { id: "test", priority: 5 }, { id: "deploy", priority: 1 });
console.log(tasks.update("deploy", (t) => ({ ...t, priority: 10 })), tasks.update("nope", (t) => t));
const order: string[] = [];
for (let t = tasks.pop(); t; t = tasks.pop()) order.push(`${t.id}(${t.priority})`);
console.log(order.join(" > "), tasks.peek());
