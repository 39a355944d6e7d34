// Narrowing of this.x, this.a.b as of o.x (a doubly linked ring and a lazy cache).
class RingNode<T> {
  constructor(public value: T, public prev?: RingNode<T>, public next?: RingNode<T>) {}
}
class Ring<T> {
  current: RingNode<T>;
  constructor(first: T) {
    this.current = new RingNode(first);
    this.current.prev = this.current;
    this.current.next = this.current;
  }
  insert(value: T): void {
    const node = new RingNode(value);
    const after = this.current.next;
    if (!after) throw new Error("broken ring");
    this.current.next = node;
    node.prev = this.current;
    node.next = after;
    after.prev = node;
  }
  remove(): T {
    const removed = this.current.value;
    if (!this.current.next || !this.current.prev) throw new Error("broken ring");
    this.current.prev.next = this.current.next;
    this.current.next.prev = this.current.prev;
    this.current = this.current.next;
    return removed;
  }
}
class Lazy {
  private cache?: Map<string, number>;
  private label: string | null = null;
  get(key: string): number {
    if (!this.cache) this.cache = new Map([["a", 1]]);
    return this.cache.get(key) ?? 0;
  }
  name(): string {
    if (this.label === null) return "none";
    return this.label.toUpperCase();
  }
}
const ring = new Ring(1);
ring.insert(2);
ring.insert(3);
console.log(ring.remove(), ring.remove(), new Lazy().get("a"), new Lazy().name());
