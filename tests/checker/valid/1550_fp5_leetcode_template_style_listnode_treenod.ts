// LeetCode-template style: ListNode/TreeNode definitions, var-assigned functions
class ListNode {
  val: number;
  next: ListNode | null;
  constructor(val?: number, next?: ListNode | null) {
    this.val = val === undefined ? 0 : val;
    this.next = next === undefined ? null : next;
  }
}
class TreeNode {
  val: number;
  left: TreeNode | null;
  right: TreeNode | null;
  constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
    this.val = val === undefined ? 0 : val;
    this.left = left === undefined ? null : left;
    this.right = right === undefined ? null : right;
  }
}
var addTwoNumbers = function (l1: ListNode | null, l2: ListNode | null): ListNode | null {
  const dummy = new ListNode();
  let tail = dummy, carry = 0;
  while (l1 || l2 || carry) {
    const sum = (l1?.val ?? 0) + (l2?.val ?? 0) + carry;
    carry = Math.floor(sum / 10);
    tail = tail.next = new ListNode(sum % 10);
    l1 = l1 && l1.next;
    l2 = l2 ? l2.next : null;
  }
  return dummy.next;
};
function buildTree(vals: (number | null)[]): TreeNode | null {
  if (!vals.length || vals[0] === null) return null;
  const root = new TreeNode(vals[0]);
  const q: TreeNode[] = [root];
  let i = 1;
  while (q.length && i < vals.length) {
    const node = q.shift()!;
    const l = vals[i++], r = vals[i++];
    if (l != null) q.push((node.left = new TreeNode(l)));
    if (r !== null && r !== undefined) q.push((node.right = new TreeNode(r)));
  }
  return root;
}
function levelOrder(root: TreeNode | null): number[][] {
  const res: number[][] = [];
  let level = root ? [root] : [];
  while (level.length) {
    res.push(level.map((n) => n.val));
    level = level.flatMap((n) => [n.left, n.right]).filter((n): n is TreeNode => n !== null);
  }
  return res;
}
function isValidBST(root: TreeNode | null, lo = -Infinity, hi = Infinity): boolean {
  if (!root) return true;
  return root.val > lo && root.val < hi && isValidBST(root.left, lo, root.val) && isValidBST(root.right, root.val, hi);
}
function lowestCommonAncestor(root: TreeNode | null, p: number, q: number): TreeNode | null {
  if (!root || root.val === p || root.val === q) return root;
  const left = lowestCommonAncestor(root.left, p, q), right = lowestCommonAncestor(root.right, p, q);
  return left && right ? root : left ?? right;
}
const maxPathSum = (root: TreeNode | null): number => {
  let best = -Infinity;
  const gain = (n: TreeNode | null): number => {
    if (n === null) return 0;
    const l = Math.max(0, gain(n.left)), r = Math.max(0, gain(n.right));
    best = Math.max(best, n.val + l + r);
    return n.val + Math.max(l, r);
  };
  gain(root);
  return best;
};
const list = (...xs: number[]) => xs.reduceRight<ListNode | null>((next, v) => new ListNode(v, next), null);
const listToArr = (n: ListNode | null) => { const a: number[] = []; for (; n; n = n.next) a.push(n.val); return a; };
console.log(listToArr(addTwoNumbers(list(2, 4, 3), list(5, 6, 4))), listToArr(addTwoNumbers(list(9, 9), list(1))));
const t = buildTree([3, 9, 20, null, null, 15, 7]);
console.log(levelOrder(t), isValidBST(t), isValidBST(buildTree([2, 1, 3])));
console.log(lowestCommonAncestor(buildTree([3, 5, 1, 6, 2, 0, 8, null, null, 7, 4]), 5, 4)?.val, maxPathSum(buildTree([-10, 9, 20, null, null, 15, 7])));
