// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
class Node2<T> {
  children: Node2<T>[] = [];
  constructor(public value: T, public parent?: Node2<T>) {}
  add(value: T) {
    const c = new Node2(value, this);
    this.children.push(c);
    return c;
  }
  *walk(depth = 0): Generator<[Node2<T>, number]> {
    yield [this, depth];
    for (const c of this.children) yield* c.walk(depth + 1);
  }
  path() {
    const out: T[] = [];
    for (let n: Node2<T> | undefined = this; n; n = n.parent) out.unshift(n.value);
    return out;
  }
  find(pred: (v: T) => boolean): Node2<T> | undefined {
    for (const [n] of this.walk()) if (pred(n.value)) return n;
    return undefined;
  }
  size() {
    let n = 0;
    for (const _ of this.walk()) n++;
    return n;
  }
}

type Entry = { name: string; bytes: number };
const root = new Node2<Entry>({ name: "/", bytes: 0 });
const src = root.add({ name: "src", bytes: 0 });
src.add({ name: "main.ts", bytes: 1200 });
src.add({ name: "util.ts", bytes: 800 });
const lib = src.add({ name: "lib", bytes: 0 });
lib.add({ name: "deep.ts", bytes: 4300 });
root.add({ name: "README.md", bytes: 300 });

for (const [n, d] of root.walk()) console.log(`${"  ".repeat(d)}${n.value.name}${n.value.bytes ? ` (${n.value.bytes})` : ""}`);

function totals(n: Node2<Entry>): number {
  return n.value.bytes + n.children.reduce((s, c) => s + totals(c), 0);
}
console.log("total", totals(root), "src", totals(src), "nodes", root.size());
const deep = root.find((e) => e.name.startsWith("deep"));
console.log(deep?.path().map((e) => e.name).join("/").replace("//", "/"));
const biggest = [...root.walk()].map(([n]) => n).filter((n) => n.children.length === 0).sort((a, b) => b.value.bytes - a.value.bytes)[0];
console.log(biggest.value.name);
