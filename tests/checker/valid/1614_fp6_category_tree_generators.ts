// Tree of categories: recursive types, generators with yield*, and a depth-first path search.
interface Category { name: string; count: number; children?: Category[] }

const tree: Category = {
  name: "root",
  count: 0,
  children: [
    { name: "books", count: 12, children: [{ name: "fiction", count: 30 }, { name: "science", count: 8, children: [{ name: "physics", count: 3 }] }] },
    { name: "music", count: 5, children: [{ name: "jazz", count: 9 }, { name: "rock", count: 14 }] },
    { name: "games", count: 2 },
  ],
};

function* walk(node: Category, depth = 0, path: string[] = []): Generator<{ node: Category; depth: number; path: string[] }> {
  const here = [...path, node.name];
  yield { node, depth, path: here };
  for (const child of node.children ?? []) {
    yield* walk(child, depth + 1, here);
  }
}

function total(node: Category): number {
  return node.count + (node.children ?? []).reduce((sum, c) => sum + total(c), 0);
}

function* leaves(node: Category): Generator<string, number, void> {
  if (!node.children?.length) {
    yield node.name;
    return 1;
  }
  let n = 0;
  for (const c of node.children) n += yield* leaves(c);
  return n;
}

for (const { node, depth } of walk(tree)) {
  const bar = "#".repeat(Math.min(20, Math.round(total(node) / 5)));
  console.log(`${"  ".repeat(depth)}${node.name.padEnd(12 - depth * 2)} ${String(total(node)).padStart(3)} ${bar}`);
}

const it = leaves(tree);
const names: string[] = [];
let step = it.next();
while (!step.done) {
  names.push(step.value);
  step = it.next();
}
console.log(`leaves (${step.value}):`, names.join(", "));

function findPath(root: Category, target: string): string[] | undefined {
  for (const { node, path } of walk(root)) {
    if (node.name === target) return path;
  }
  return undefined;
}
console.log(findPath(tree, "physics")?.join(" > ") ?? "not found");
console.log(findPath(tree, "poetry")?.join(" > ") ?? "not found");
const deepest = [...walk(tree)].reduce((a, b) => (b.depth > a.depth ? b : a));
console.log("deepest:", deepest.node.name, deepest.depth);
