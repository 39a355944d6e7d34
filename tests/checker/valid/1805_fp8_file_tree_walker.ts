interface FileNode {
  name: string;
  kind: "file";
  size: number;
}
interface DirNode {
  name: string;
  kind: "dir";
  children: TreeNode[];
}
type TreeNode = FileNode | DirNode;

const file = (name: string, size: number): FileNode => ({ name, kind: "file", size });
const dir = (name: string, ...children: TreeNode[]): DirNode => ({ name, kind: "dir", children });

const root = dir(
  "project",
  file("README.md", 1200),
  dir("src", file("index.ts", 3400), file("util.ts", 800), dir("lib", file("parse.ts", 5600))),
  dir("test", file("index.test.ts", 2100)),
  dir("empty"),
);

function totalSize(node: TreeNode): number {
  return node.kind === "file" ? node.size : node.children.reduce((sum, c) => sum + totalSize(c), 0);
}

function* walk(node: TreeNode, prefix = ""): Generator<[string, TreeNode]> {
  const path = prefix ? `${prefix}/${node.name}` : node.name;
  yield [path, node];
  if (node.kind === "dir") {
    for (const child of node.children) yield* walk(child, path);
  }
}

function render(node: TreeNode, indent = ""): string[] {
  const label = node.kind === "dir" ? `${node.name}/ (${totalSize(node)} B)` : `${node.name} ${node.size} B`;
  const lines = [indent + label];
  if (node.kind === "dir") {
    node.children.forEach((c, i) => {
      const last = i === node.children.length - 1;
      const sub = render(c, indent + (last ? "    " : "|   "));
      sub[0] = indent + (last ? "`-- " : "|-- ") + sub[0].trimStart();
      lines.push(...sub);
    });
  }
  return lines;
}

console.log(render(root).join("\n"));
const largest = [...walk(root)]
  .filter((e): e is [string, FileNode] => e[1].kind === "file")
  .sort(([, a], [, b]) => b.size - a.size)
  .slice(0, 3)
  .map(([p, f]) => `${p}: ${f.size}`);
console.log(largest);

const byExt = new Map<string, number>();
for (const [, n] of walk(root)) {
  if (n.kind !== "file") continue;
  const ext = n.name.includes(".") ? n.name.slice(n.name.lastIndexOf(".")) : "(none)";
  byExt.set(ext, (byExt.get(ext) ?? 0) + n.size);
}
console.log([...byExt.entries()].sort((a, b) => b[1] - a[1]));

function depth(n: TreeNode): number {
  return n.kind === "file" ? 0 : 1 + Math.max(0, ...n.children.map(depth));
}
console.log("depth", depth(root), "empty dirs", [...walk(root)].filter(([, n]) => n.kind === "dir" && n.children.length === 0).map(([p]) => p));
