type Step<T> = { done: false; value: T } | { done: true; value: undefined };

interface Cursor<T> { next(): Step<T>; peek(): T | undefined }

function cursor<T>(items: readonly T[]): Cursor<T> {
  let i = 0;
  return {
    next() {
      const done = i >= items.length;
      if (done) return { done: true, value: undefined };
      return { done: false, value: items[i++] };
    },
    peek() { return items[i]; },
  };
}

type Flagged = { done: false; count: number } | { done: true; count: number };

function progress(count: number, limit: number): Flagged {
  const done = count >= limit;
  return { done, count };
}

function collect<T>(c: Cursor<T>, max = 100): T[] {
  const out: T[] = [];
  for (let s = c.next(); !s.done && out.length < max; s = c.next()) out.push(s.value);
  return out;
}

class Batcher<T> {
  private buf: T[] = [];
  constructor(private size: number) {}
  add(x: T): Flagged {
    this.buf.push(x);
    return progress(this.buf.length, this.size);
  }
  flush(): T[] { const b = this.buf; this.buf = []; return b; }
}

const letters = cursor(["a", "b", "c"]);
console.log(letters.peek(), collect(letters).join(""));
const b = new Batcher<number>(3);
const states: Flagged[] = [];
for (const n of [1, 2, 3, 4]) {
  const st = b.add(n);
  states.push(st);
  if (st.done) console.log("flush", b.flush());
}
console.log(states.map((s) => `${s.count}${s.done ? "!" : ""}`).join(" "));
