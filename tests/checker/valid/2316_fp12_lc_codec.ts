class TNode {
  constructor(
    public val: number,
    public left: TNode | null = null,
    public right: TNode | null = null,
  ) {}
}

class Codec {
  serialize(root: TNode | null): string {
    const out: string[] = [];
    const go = (n: TNode | null): void => {
      if (!n) {
        out.push("#");
        return;
      }
      out.push(String(n.val));
      go(n.left);
      go(n.right);
    };
    go(root);
    return out.join(",");
  }
  deserialize(data: string): TNode | null {
    const parts = data.split(",");
    let i = 0;
    const build = (): TNode | null => {
      const tok = parts[i++];
      if (tok === "#" || tok === undefined) return null;
      const node = new TNode(Number(tok));
      node.left = build();
      node.right = build();
      return node;
    };
    return build();
  }
}

class BSTIterator {
  private stack: TNode[] = [];
  constructor(root: TNode | null) {
    this.pushLeft(root);
  }
  private pushLeft(n: TNode | null): void {
    for (; n; n = n.left) this.stack.push(n);
  }
  next(): number {
    const n = this.stack.pop()!;
    this.pushLeft(n.right);
    return n.val;
  }
  hasNext(): boolean {
    return this.stack.length > 0;
  }
}

function insert(root: TNode | null, v: number): TNode {
  if (!root) return new TNode(v);
  if (v < root.val) root.left = insert(root.left, v);
  else root.right = insert(root.right, v);
  return root;
}

function kthSmallest(root: TNode | null, k: number): number {
  let answer = -1;
  let seen = 0;
  const inorder = (n: TNode | null) => {
    if (!n || answer !== -1) return;
    inorder(n.left);
    if (++seen === k) answer = n.val;
    inorder(n.right);
  };
  inorder(root);
  return answer;
}

function lca(root: TNode | null, p: number, q: number): TNode | null {
  if (!root || root.val === p || root.val === q) return root;
  const l = lca(root.left, p, q);
  const r = lca(root.right, p, q);
  return l && r ? root : l ?? r;
}

let root: TNode | null = null;
for (const v of [5, 3, 8, 1, 4, 9]) root = insert(root, v);
const codec = new Codec();
const text = codec.serialize(root);
const copy = codec.deserialize(text);
const it = new BSTIterator(copy);
const vals: number[] = [];
while (it.hasNext()) vals.push(it.next());
console.log(text, vals, kthSmallest(root, 3), lca(root, 1, 4)?.val);
