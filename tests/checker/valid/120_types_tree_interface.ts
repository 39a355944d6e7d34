interface TreeNode<T> {
  value: T;
  children: TreeNode<T>[];
}
function countNodes<T>(n: TreeNode<T>): number {
  return 1 + n.children.reduce((acc, c) => acc + countNodes(c), 0);
}
const tree: TreeNode<string> = {
  value: "root",
  children: [
    { value: "a", children: [] },
    { value: "b", children: [{ value: "c", children: [] }] },
  ],
};
console.log(countNodes(tree));
