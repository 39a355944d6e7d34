interface Node {
  parent?: Node | null;
  name: string;
}
function parentName(n: Node): string {
  const p = n.parent;
  return p.name;
}
