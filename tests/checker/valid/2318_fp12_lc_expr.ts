type Token =
  | { kind: "num"; value: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/" }
  | { kind: "paren"; open: boolean };

abstract class Node {
  abstract eval(): number;
  abstract show(): string;
}
class Num extends Node {
  constructor(readonly value: number) { super(); }
  eval() { return this.value; }
  show() { return String(this.value); }
}
class Bin extends Node {
  constructor(readonly op: "+" | "-" | "*" | "/", readonly l: Node, readonly r: Node) { super(); }
  eval(): number {
    const a = this.l.eval(), b = this.r.eval();
    switch (this.op) {
      case "+": return a + b;
      case "-": return a - b;
      case "*": return a * b;
      case "/": return Math.trunc(a / b);
    }
  }
  show(): string {
    return `(${this.l.show()} ${this.op} ${this.r.show()})`;
  }
}

class Lexer {
  private pos = 0;
  constructor(private readonly src: string) {}
  *tokens(): Generator<Token> {
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos];
      if (ch === " ") { this.pos++; continue; }
      if (/\d/.test(ch)) {
        let end = this.pos;
        while (end < this.src.length && /\d/.test(this.src[end])) end++;
        yield { kind: "num", value: Number(this.src.slice(this.pos, end)) };
        this.pos = end;
        continue;
      }
      this.pos++;
      if (ch === "(" || ch === ")") yield { kind: "paren", open: ch === "(" };
      else if (ch === "+" || ch === "-" || ch === "*" || ch === "/") yield { kind: "op", op: ch };
      else throw new SyntaxError(`bad char ${ch}`);
    }
  }
}

class Parser {
  private toks: Token[];
  private i = 0;
  constructor(src: string) {
    this.toks = [...new Lexer(src).tokens()];
  }
  private peek(): Token | undefined { return this.toks[this.i]; }
  parse(): Node {
    const n = this.expr();
    if (this.i !== this.toks.length) throw new Error("trailing input");
    return n;
  }
  private expr(): Node {
    let left = this.term();
    for (let t = this.peek(); t?.kind === "op" && (t.op === "+" || t.op === "-"); t = this.peek()) {
      this.i++;
      left = new Bin(t.op, left, this.term());
    }
    return left;
  }
  private term(): Node {
    let left = this.atom();
    for (let t = this.peek(); t && t.kind === "op" && (t.op === "*" || t.op === "/"); t = this.peek()) {
      this.i++;
      left = new Bin(t.op, left, this.atom());
    }
    return left;
  }
  private atom(): Node {
    const t = this.toks[this.i++];
    if (!t) throw new Error("unexpected end");
    if (t.kind === "num") return new Num(t.value);
    if (t.kind === "paren" && t.open) {
      const inner = this.expr();
      const close = this.toks[this.i++];
      if (close?.kind !== "paren" || close.open) throw new Error("expected )");
      return inner;
    }
    throw new Error(`unexpected ${t.kind}`);
  }
}

for (const src of ["1 + 2 * 3", "(1 + 2) * 3", "10 / 3 - 4"]) {
  const ast = new Parser(src).parse();
  console.log(ast.show(), ast.eval());
}
