// Iterable linked list with private fields, getters and Symbol.iterator
class Node2<T> {
  constructor(public value: T, public prev: Node2<T> | null = null, public next: Node2<T> | null = null) {}
}
class Deque<T> implements Iterable<T> {
  #head: Node2<T> | null = null;
  #tail: Node2<T> | null = null;
  #size = 0;
  static #created = 0;
  constructor(items: Iterable<T> = []) {
    Deque.#created++;
    for (const it of items) this.pushBack(it);
  }
  static get created() { return Deque.#created; }
  get size() { return this.#size; }
  get front(): T | undefined { return this.#head?.value; }
  get back(): T | undefined { return this.#tail?.value; }
  pushFront(v: T) {
    const n = new Node2(v, null, this.#head);
    if (this.#head) this.#head.prev = n; else this.#tail = n;
    this.#head = n;
    this.#size++;
  }
  pushBack(v: T) {
    const n = new Node2(v, this.#tail);
    this.#tail ? (this.#tail.next = n) : (this.#head = n);
    this.#tail = n;
    this.#size++;
  }
  popFront(): T | undefined {
    const h = this.#head;
    if (!h) return undefined;
    this.#head = h.next;
    if (this.#head) this.#head.prev = null; else this.#tail = null;
    this.#size--;
    return h.value;
  }
  popBack(): T | undefined {
    const t = this.#tail;
    if (t === null) return;
    this.#tail = t.prev;
    this.#tail?.next && (this.#tail.next = null);
    if (!this.#tail) this.#head = null;
    this.#size--;
    return t.value;
  }
  *[Symbol.iterator](): Iterator<T> {
    for (let n = this.#head; n !== null; n = n.next) yield n.value;
  }
  *reversed() {
    for (let n = this.#tail; n; n = n.prev) yield n.value;
  }
  map<U>(f: (v: T, i: number) => U): Deque<U> {
    return new Deque([...this].map(f));
  }
}
const dq = new Deque([1, 2, 3]);
dq.pushFront(0);
dq.pushBack(4);
console.log([...dq], [...dq.reversed()], dq.size, dq.front, dq.back);
console.log(dq.popFront(), dq.popBack(), dq.popBack(), [...dq]);
const strs = dq.map((v, i) => `${i}:${v * 10}`);
console.log(Array.from(strs), Deque.created);
const empty = new Deque<string>();
console.log(empty.popBack(), empty.popFront(), empty.front ?? "(none)", empty.size);
function palindromeCheck(s: string): boolean {
  const d = new Deque(s.toLowerCase().replace(/[^a-z0-9]/g, ""));
  while (d.size > 1) if (d.popFront() !== d.popBack()) return false;
  return true;
}
console.log(palindromeCheck("A man, a plan, a canal: Panama"), palindromeCheck("race a car"));
