class Node2 {
  next: Node2 | null = null;
  value = 0;
}
const n = new Node2();
console.log(n.next.value);
