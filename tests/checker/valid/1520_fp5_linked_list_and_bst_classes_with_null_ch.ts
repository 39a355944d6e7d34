// Linked list and BST classes with null checks and optional chaining
class ListNode<T> {
  constructor(public val: T, public next: ListNode<T> | null = null) {}
}

function fromArray<T>(xs: T[]): ListNode<T> | null {
  let head: ListNode<T> | null = null;
  for (let i = xs.length - 1; i >= 0; i--) head = new ListNode(xs[i], head);
  return head;
}

function toArray<T>(head: ListNode<T> | null): T[] {
  const out: T[] = [];
  for (let n = head; n; n = n.next) out.push(n.val);
  return out;
}

function reverse<T>(head: ListNode<T> | null): ListNode<T> | null {
  let prev: ListNode<T> | null = null;
  let cur = head;
  while (cur) {
    const nxt = cur.next;
    cur.next = prev;
    prev = cur;
    cur = nxt;
  }
  return prev;
}

function middle<T>(head: ListNode<T> | null): T | undefined {
  let slow = head, fast = head;
  while (fast?.next) {
    slow = slow!.next;
    fast = fast.next.next;
  }
  return slow?.val;
}

function mergeSorted(a: ListNode<number> | null, b: ListNode<number> | null): ListNode<number> | null {
  const dummy = new ListNode(0);
  let tail = dummy;
  while (a && b) {
    if (a.val <= b.val) { tail.next = a; a = a.next; }
    else { tail.next = b; b = b.next; }
    tail = tail.next;
  }
  tail.next = a ?? b;
  return dummy.next;
}

class TreeNode {
  left?: TreeNode;
  right?: TreeNode;
  constructor(readonly key: number) {}
}

class BST {
  private root?: TreeNode;
  insert(key: number): this {
    const node = new TreeNode(key);
    if (!this.root) { this.root = node; return this; }
    let cur = this.root;
    for (;;) {
      if (key < cur.key) {
        if (!cur.left) { cur.left = node; break; }
        cur = cur.left;
      } else {
        if (!cur.right) { cur.right = node; break; }
        cur = cur.right;
      }
    }
    return this;
  }
  height(n: TreeNode | undefined = this.root): number {
    const h = (x?: TreeNode): number => (x ? 1 + Math.max(h(x.left), h(x.right)) : 0);
    return h(n);
  }
  *inorder(): Generator<number> {
    yield* BST.walk(this.root);
  }
  private static *walk(n: TreeNode | undefined): Generator<number, void, unknown> {
    if (!n) return;
    yield* BST.walk(n.left);
    yield n.key;
    yield* BST.walk(n.right);
  }
  min(): number | undefined {
    let n = this.root;
    while (n?.left) n = n.left;
    return n?.key;
  }
}

console.log(toArray(reverse(fromArray([1, 2, 3, 4, 5]))));
console.log(middle(fromArray(["a", "b", "c", "d"])), middle(fromArray<string>([])));
console.log(toArray(mergeSorted(fromArray([1, 4, 9]), fromArray([2, 3, 10, 11]))));
const tree = new BST().insert(50).insert(30).insert(70).insert(20).insert(40).insert(60);
console.log([...tree.inorder()], tree.height(), tree.min(), new BST().min());
