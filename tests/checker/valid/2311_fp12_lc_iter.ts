type Nested = number | Nested[];

class NestedIterator implements Iterable<number> {
  private stack: { list: Nested[]; i: number }[];
  private peeked: number | undefined;
  constructor(list: Nested[]) {
    this.stack = [{ list, i: 0 }];
  }
  hasNext(): boolean {
    while (this.peeked === undefined && this.stack.length) {
      const top = this.stack[this.stack.length - 1];
      if (top.i >= top.list.length) {
        this.stack.pop();
        continue;
      }
      const item = top.list[top.i++];
      if (typeof item === "number") this.peeked = item;
      else this.stack.push({ list: item, i: 0 });
    }
    return this.peeked !== undefined;
  }
  next(): number {
    if (!this.hasNext()) throw new Error("done");
    const v = this.peeked!;
    this.peeked = undefined;
    return v;
  }
  *[Symbol.iterator](): Iterator<number> {
    while (this.hasNext()) yield this.next();
  }
}

class PeekingIterator<T> {
  private buffer: { value: T } | null = null;
  constructor(private readonly source: Iterator<T>) {}
  peek(): T | undefined {
    if (!this.buffer) {
      const r = this.source.next();
      if (r.done) return undefined;
      this.buffer = { value: r.value };
    }
    return this.buffer.value;
  }
  next(): T | undefined {
    const v = this.peek();
    this.buffer = null;
    return v;
  }
}

class ZigZag {
  private queues: number[][];
  constructor(...lists: number[][]) {
    this.queues = lists.filter((l) => l.length).map((l) => [...l]);
  }
  *values(): Generator<number, void, undefined> {
    while (this.queues.length) {
      const q = this.queues.shift()!;
      yield q.shift()!;
      if (q.length) this.queues.push(q);
    }
  }
}

const it = new NestedIterator([1, [2, [3, 4]], [], 5]);
console.log([...it]);
const pk = new PeekingIterator([10, 20, 30][Symbol.iterator]());
console.log(pk.peek(), pk.next(), pk.next(), pk.peek(), pk.next(), pk.next());
console.log(Array.from(new ZigZag([1, 2, 3], [4], [5, 6]).values()));
