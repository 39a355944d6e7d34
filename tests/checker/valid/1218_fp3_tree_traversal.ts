interface TreeNode<T> {
  value: T;
  children?: TreeNode<T>[];
}

function* preorder<T>(node: TreeNode<T>, depth = 0): Generator<{ value: T; depth: number }> {
  yield { value: node.value, depth };
  for (const c of node.children ?? []) yield* preorder(c, depth + 1);
}

function* breadthFirst<T>(root: TreeNode<T>): IterableIterator<T> {
  const queue: TreeNode<T>[] = [root];
  while (queue.length) {
    const n = queue.shift()!;
    yield n.value;
    if (n.children) queue.push(...n.children);
  }
}

function* leaves<T>(node: TreeNode<T>): Generator<T, number, undefined> {
  if (!node.children?.length) {
    yield node.value;
    return 1;
  }
  let count = 0;
  for (const c of node.children) count += yield* leaves(c);
  return count;
}

function mapTree<T, U>(node: TreeNode<T>, fn: (v: T) => U): TreeNode<U> {
  return { value: fn(node.value), children: node.children?.map((c) => mapTree(c, fn)) };
}

const tree: TreeNode<string> = {
  value: "root",
  children: [
    { value: "a", children: [{ value: "a1" }, { value: "a2", children: [{ value: "a2x" }] }] },
    { value: "b" },
    { value: "c", children: [{ value: "c1" }] },
  ],
};

for (const { value, depth } of preorder(tree)) console.log("  ".repeat(depth) + value);
console.log([...breadthFirst(tree)].join(" "));
const lg = leaves(tree);
const leafValues: string[] = [];
let res = lg.next();
while (!res.done) {
  leafValues.push(res.value);
  res = lg.next();
}
console.log(leafValues, "count:", res.value);
const lengths = mapTree(tree, (s) => s.length);
console.log(JSON.stringify(lengths));
const depthMax = Math.max(...Array.from(preorder(tree), (x) => x.depth));
console.log("max depth", depthMax);
const byDepth = new Map<number, string[]>();
for (const { value, depth } of preorder(tree)) byDepth.set(depth, [...(byDepth.get(depth) ?? []), value]);
console.log(Object.fromEntries(byDepth));
const it = breadthFirst(tree);
console.log(it.next().value, it.next().value, [...it].length);
