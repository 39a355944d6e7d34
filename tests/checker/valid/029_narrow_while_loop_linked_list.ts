interface ListNode {
  value: number;
  next: ListNode | null;
}
function sumList(head: ListNode | null): number {
  let total = 0;
  let cur = head;
  while (cur) {
    total += cur.value;
    cur = cur.next;
  }
  return total;
}
const list: ListNode = { value: 1, next: { value: 2, next: null } };
console.log(sumList(list));
