class DNode {
  prev: DNode | null = null;
  next: DNode | null = null;
  constructor(public key: number, public value: number) {}
}

class LRUCache {
  private map = new Map<number, DNode>();
  private head = new DNode(-1, -1);
  private tail = new DNode(-1, -1);
  constructor(private capacity: number) {
    this.head.next = this.tail;
    this.tail.prev = this.head;
  }
  private unlink(node: DNode): void {
    node.prev!.next = node.next;
    node.next!.prev = node.prev;
  }
  private pushFront(node: DNode): void {
    node.next = this.head.next;
    node.prev = this.head;
    this.head.next!.prev = node;
    this.head.next = node;
  }
  get(key: number): number {
    const node = this.map.get(key);
    if (!node) return -1;
    this.unlink(node);
    this.pushFront(node);
    return node.value;
  }
  put(key: number, value: number): void {
    let node = this.map.get(key);
    if (node) {
      node.value = value;
      this.unlink(node);
    } else {
      node = new DNode(key, value);
      this.map.set(key, node);
      if (this.map.size > this.capacity) {
        const last = this.tail.prev!;
        this.unlink(last);
        this.map.delete(last.key);
      }
    }
    this.pushFront(node);
  }
  keys(): number[] {
    const out: number[] = [];
    for (let cur = this.head.next; cur && cur !== this.tail; cur = cur.next) out.push(cur.key);
    return out;
  }
}

const cache = new LRUCache(2);
cache.put(1, 1);
cache.put(2, 2);
console.log(cache.get(1));
cache.put(3, 3);
console.log(cache.get(2), cache.keys());
