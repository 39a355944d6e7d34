class Tree<T> {
  constructor(public value: T, public children: Tree<T>[] = []) {}

  static of<T>(value: T, ...children: Tree<T>[]): Tree<T> {
    return new Tree(value, children);
  }

  static fromPaths(paths: string[], sep = "/"): Tree<string> {
    const root = new Tree<string>("");
    for (const p of paths) {
      let cur = root;
      for (const part of p.split(sep).filter(Boolean)) {
        let next = cur.children.find((c) => c.value === part);
        if (!next) cur.children.push((next = new Tree(part)));
        cur = next;
      }
    }
    return root;
  }

  map<U>(f: (v: T, depth: number) => U, depth = 0): Tree<U> {
    return new Tree(f(this.value, depth), this.children.map((c) => c.map(f, depth + 1)));
  }

  fold<A>(f: (acc: A, v: T) => A, init: A): A {
    return this.children.reduce((acc, c) => c.fold(f, acc), f(init, this.value));
  }

  filter(pred: (v: T) => boolean): Tree<T> | null {
    const kids = this.children.map((c) => c.filter(pred)).filter((c): c is Tree<T> => c !== null);
    return pred(this.value) || kids.length ? new Tree(this.value, kids) : null;
  }

  *preorder(): Generator<T> {
    yield this.value;
    for (const c of this.children) yield* c.preorder();
  }

  *levels(): Generator<T[]> {
    let level: Tree<T>[] = [this];
    while (level.length) {
      yield level.map((n) => n.value);
      level = level.flatMap((n) => n.children);
    }
  }

  toString(show: (v: T) => string = String): string {
    const lines: string[] = [];
    const go = (n: Tree<T>, pad: string) => {
      lines.push(pad + show(n.value));
      n.children.forEach((c) => go(c, pad + "  "));
    };
    go(this, "");
    return lines.join("\n");
  }
}

const nums = Tree.of(1, Tree.of(2, Tree.of(4), Tree.of(5)), Tree.of(3, Tree.of(6, Tree.of(7))));
console.log(nums.fold((a, v) => a + v, 0), [...nums.preorder()].join(","));
console.log([...nums.levels()].map((l) => l.join(" ")).join(" | "));
console.log(nums.map((v, d) => `${v}@${d}`).toString());
console.log(nums.filter((v) => v % 2 === 1)?.toString() ?? "(none)");

const fs = Tree.fromPaths(["src/a.ts", "src/lib/b.ts", "src/lib/c.ts", "docs/readme.md", "src/a.test.ts"]);
console.log(fs.toString((v) => v || "/"));
const tsFiles = fs.fold<string[]>((acc, v) => (v.endsWith(".ts") ? [...acc, v] : acc), []);
console.log(tsFiles);
const sizes = fs.map((v) => v.length);
console.log(sizes.fold((m, v) => Math.max(m, v), -Infinity));
