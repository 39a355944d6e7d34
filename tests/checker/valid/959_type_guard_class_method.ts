class Node2 {
  constructor(public value: number, public next: Node2 | null = null) {}
  hasNext(): this is { next: Node2 } {
    return this.next !== null;
  }
}
let n: Node2 | null = new Node2(1, new Node2(2, new Node2(3)));
let total = 0;
while (n) {
  total += n.value;
  n = n.hasNext() ? n.next : null;
}
console.log(total);
