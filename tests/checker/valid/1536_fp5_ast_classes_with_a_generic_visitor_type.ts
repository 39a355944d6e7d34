// AST classes with a generic visitor, type predicates in methods, assertNever
interface Visitor<R> {
  num(n: Num): R;
  bin(b: Bin): R;
  let_(l: Let): R;
  ref(r: Ref): R;
}
abstract class Node_ {
  abstract accept<R>(v: Visitor<R>): R;
  isLeaf(): this is Num | Ref { return this instanceof Num || this instanceof Ref; }
}
class Num extends Node_ {
  constructor(readonly value: number) { super(); }
  accept<R>(v: Visitor<R>): R { return v.num(this); }
}
class Ref extends Node_ {
  constructor(readonly name: string) { super(); }
  accept<R>(v: Visitor<R>): R { return v.ref(this); }
}
type BinOp = "+" | "-" | "*" | "/";
class Bin extends Node_ {
  constructor(readonly op: BinOp, readonly left: Node_, readonly right: Node_) { super(); }
  accept<R>(v: Visitor<R>): R { return v.bin(this); }
}
class Let extends Node_ {
  constructor(readonly name: string, readonly init: Node_, readonly body: Node_) { super(); }
  accept<R>(v: Visitor<R>): R { return v.let_(this); }
}
function assertNever(x: never): never { throw new Error(`unexpected ${String(x)}`); }
function applyOp(op: BinOp, a: number, b: number): number {
  switch (op) {
    case "+": return a + b;
    case "-": return a - b;
    case "*": return a * b;
    case "/":
      if (b === 0) throw new RangeError("division by zero");
      return a / b;
    default: return assertNever(op);
  }
}
class Evaluator implements Visitor<number> {
  private scopes: Map<string, number>[] = [new Map()];
  num(n: Num) { return n.value; }
  ref(r: Ref): number {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const v = this.scopes[i].get(r.name);
      if (v !== undefined) return v;
    }
    throw new ReferenceError(`${r.name} is not defined`);
  }
  bin(b: Bin): number { return applyOp(b.op, b.left.accept(this), b.right.accept(this)); }
  let_(l: Let): number {
    const value = l.init.accept(this);
    this.scopes.push(new Map([[l.name, value]]));
    try { return l.body.accept(this); } finally { this.scopes.pop(); }
  }
}
const printer: Visitor<string> = {
  num: (n) => String(n.value),
  ref: (r) => r.name,
  bin: (b) => `(${b.left.accept(printer)} ${b.op} ${b.right.accept(printer)})`,
  let_: (l) => `let ${l.name} = ${l.init.accept(printer)} in ${l.body.accept(printer)}`,
};
class DepthCounter implements Visitor<number> {
  num() { return 1; }
  ref() { return 1; }
  bin(b: Bin): number { return 1 + Math.max(b.left.accept(this), b.right.accept(this)); }
  let_(l: Let): number { return 1 + Math.max(l.init.accept(this), l.body.accept(this)); }
}
const prog = new Let("x", new Bin("+", new Num(2), new Num(3)), new Bin("*", new Ref("x"), new Let("y", new Num(4), new Bin("-", new Ref("y"), new Ref("x")))));
console.log(prog.accept(printer));
console.log(prog.accept(new Evaluator()), prog.accept(new DepthCounter()));
for (const bad of [new Bin("/", new Num(1), new Num(0)), new Ref("z")]) {
  try { bad.accept(new Evaluator()); } catch (e) { console.log(e instanceof RangeError ? "range:" : "other:", (e as Error).message); }
}
const nodes: Node_[] = [new Num(1), new Ref("a"), prog];
console.log(nodes.map((n) => (n.isLeaf() ? `leaf ${n instanceof Num ? n.value : n.name}` : "tree")));
