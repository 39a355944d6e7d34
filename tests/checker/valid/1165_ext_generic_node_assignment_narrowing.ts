// Assigning a generic object to a `Node<T> | null` property narrows it to Node<T>, as with a
// non-generic class: `node.left.parent = node` right after `node.left = new TreeNode(value)`.
class TreeNode<T> {
  left: TreeNode<T> | null = null;
  right: TreeNode<T> | null = null;
  parent: TreeNode<T> | null = null;
  constructor(public value: T) {}
}
function insert<T>(node: TreeNode<T>, value: T, less: (a: T, b: T) => boolean): TreeNode<T> {
  if (less(value, node.value)) {
    if (!node.left) {
      node.left = new TreeNode(value);
      node.left.parent = node;
      return node.left;
    }
    return insert(node.left, value, less);
  }
  if (!node.right) {
    node.right = new TreeNode(value);
    node.right.parent = node;
    return node.right;
  }
  return insert(node.right, value, less);
}
const root = new TreeNode(5);
for (const v of [3, 8, 1, 4]) insert(root, v, (a, b) => a < b);
const inorder = (n: TreeNode<number> | null): number[] => (n ? [...inorder(n.left), n.value, ...inorder(n.right)] : []);
console.log(inorder(root).join(" "), root.left?.right?.parent?.value);
