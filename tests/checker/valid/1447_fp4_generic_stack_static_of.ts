// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class Stack<T> {
  private items: T[];
  private constructor(items: T[]) {
    this.items = items;
  }
  static of<T>(...xs: T[]) {
    return new Stack<T>(xs);
  }
  static from<T>(it: Iterable<T>) {
    return new Stack([...it]);
  }
  push(x: T) {
    this.items.push(x);
    return this;
  }
  pop() {
    return this.items.pop();
  }
  peek() {
    return this.items[this.items.length - 1];
  }
  map<U>(f: (x: T) => U) {
    return Stack.of(...this.items.map(f));
  }
  toArray() {
    return [...this.items];
  }
  get length() {
    return this.items.length;
  }
}

const s = Stack.of(1, 2, 3).push(4);
const strs = s.map((n) => `#${n}`);
console.log(strs.toArray(), strs.peek().toUpperCase(), s.pop()?.toFixed(1), s.length);
const fromSet = Stack.from(new Set(["x", "y"]));
console.log(fromSet.peek().repeat(2));

function balanced(src: string): boolean {
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  const st = Stack.of<string>();
  for (const ch of src) {
    if ("([{".includes(ch)) st.push(ch);
    else if (ch in pairs) {
      if (st.pop() !== pairs[ch]) return false;
    }
  }
  return st.length === 0;
}
console.log(["(a[b]{c})", "(]", "((", "{[()()]}"].map(balanced));

class MinStack { readonly kind = "min" }
const ms = Stack.of(5, 3, 8);
const mins: number[] = [];
while (ms.length) mins.push(Math.min(...ms.toArray(), ms.pop() ?? Infinity));
console.log(mins, typeof MinStack);
