interface Node<T> {
  value: T;
  next: Node<T> | null;
}

class LinkedList<T> implements Iterable<T> {
  private head: Node<T> | null = null;
  private tail: Node<T> | null = null;
  private _size = 0;

  static of<U>(...items: U[]): LinkedList<U> {
    const l = new LinkedList<U>();
    items.forEach((i) => l.push(i));
    return l;
  }

  push(value: T): this {
    const node: Node<T> = { value, next: null };
    if (this.tail) this.tail.next = node;
    else this.head = node;
    this.tail = node;
    this._size++;
    return this;
  }

  shift(): T | undefined {
    const h = this.head;
    if (!h) return undefined;
    this.head = h.next;
    if (!this.head) this.tail = null;
    this._size--;
    return h.value;
  }

  get size() {
    return this._size;
  }

  *[Symbol.iterator](): IterableIterator<T> {
    for (let n = this.head; n; n = n.next) yield n.value;
  }

  *entries(): Generator<[number, T]> {
    let i = 0;
    for (const v of this) yield [i++, v];
  }

  map<U>(fn: (v: T, i: number) => U): LinkedList<U> {
    const out = new LinkedList<U>();
    for (const [i, v] of this.entries()) out.push(fn(v, i));
    return out;
  }

  reverse(): void {
    let prev: Node<T> | null = null;
    let cur = this.head;
    this.tail = cur;
    while (cur) {
      const next: Node<T> | null = cur.next;
      cur.next = prev;
      prev = cur;
      cur = next;
    }
    this.head = prev;
  }

  toString(): string {
    return [...this].join(" -> ") || "(empty)";
  }
}

const list = LinkedList.of(3, 1, 4, 1, 5);
console.log(`${list}`, list.size);
list.reverse();
console.log(String(list), Math.max(...list));
const labels = list.map((v, i) => `${i}:${v}`);
console.log([...labels]);
console.log(list.shift(), list.shift(), list.size, [...list.entries()]);
const empty = new LinkedList<string>();
console.log(empty.toString(), [...empty].length, empty.shift());
const set = new Set(LinkedList.of("a", "b", "a"));
console.log(set.size, Array.from(list, (x) => x * 10));
