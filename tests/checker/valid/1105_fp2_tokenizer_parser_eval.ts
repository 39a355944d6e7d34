// Tokenizer and recursive-descent parser for arithmetic with variables, AST as a discriminated union
type Token =
  | { kind: "num"; value: number; pos: number }
  | { kind: "ident"; name: string; pos: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/" | "^"; pos: number }
  | { kind: "paren"; open: boolean; pos: number }
  | { kind: "eof"; pos: number };

type Expr =
  | { type: "lit"; value: number }
  | { type: "var"; name: string }
  | { type: "neg"; operand: Expr }
  | { type: "bin"; op: "+" | "-" | "*" | "/" | "^"; left: Expr; right: Expr };

class ParseError extends Error {
  constructor(message: string, readonly pos: number) {
    super(`${message} at ${pos}`);
  }
}

function* tokenize(src: string): Generator<Token, void, undefined> {
  const re = /\s*(?:(\d+(?:\.\d+)?)|([a-zA-Z_]\w*)|([-+*/^])|([()]))/y;
  let m: RegExpExecArray | null;
  let pos = 0;
  while (pos < src.length && (m = re.exec(src)) !== null) {
    const start = m.index + m[0].length - (m[1] ?? m[2] ?? m[3] ?? m[4]).length;
    if (m[1] !== undefined) yield { kind: "num", value: parseFloat(m[1]), pos: start };
    else if (m[2] !== undefined) yield { kind: "ident", name: m[2], pos: start };
    else if (m[3] !== undefined) yield { kind: "op", op: m[3] as "+" | "-" | "*" | "/" | "^", pos: start };
    else yield { kind: "paren", open: m[4] === "(", pos: start };
    pos = re.lastIndex;
  }
  if (src.slice(pos).trim() !== "") throw new ParseError("unexpected character", pos + src.slice(pos).search(/\S/));
  yield { kind: "eof", pos: src.length };
}

const PREC: Record<string, [number, "left" | "right"]> = { "+": [1, "left"], "-": [1, "left"], "*": [2, "left"], "/": [2, "left"], "^": [3, "right"] };

class Parser {
  private i = 0;
  private readonly tokens: Token[];
  constructor(src: string) {
    this.tokens = [...tokenize(src)];
  }
  private peek(): Token {
    return this.tokens[this.i];
  }
  private take(): Token {
    return this.tokens[this.i++];
  }
  parse(): Expr {
    const e = this.expr(0);
    const t = this.peek();
    if (t.kind !== "eof") throw new ParseError(`unexpected ${t.kind}`, t.pos);
    return e;
  }
  private expr(minPrec: number): Expr {
    let left = this.unary();
    for (;;) {
      const t = this.peek();
      if (t.kind !== "op") break;
      const [prec, assoc] = PREC[t.op];
      if (prec < minPrec) break;
      this.take();
      const right = this.expr(assoc === "left" ? prec + 1 : prec);
      left = { type: "bin", op: t.op, left, right };
    }
    return left;
  }
  private unary(): Expr {
    const t = this.take();
    switch (t.kind) {
      case "num":
        return { type: "lit", value: t.value };
      case "ident":
        return { type: "var", name: t.name };
      case "op":
        if (t.op === "-") return { type: "neg", operand: this.unary() };
        throw new ParseError(`unexpected operator ${t.op}`, t.pos);
      case "paren": {
        if (!t.open) throw new ParseError("unexpected )", t.pos);
        const inner = this.expr(0);
        const close = this.take();
        if (close.kind !== "paren" || close.open) throw new ParseError("expected )", close.pos);
        return inner;
      }
      case "eof":
        throw new ParseError("unexpected end", t.pos);
    }
  }
}

function evaluate(e: Expr, env: Readonly<Record<string, number>>): number {
  switch (e.type) {
    case "lit": return e.value;
    case "var": {
      const v = env[e.name];
      if (v === undefined) throw new ReferenceError(`unknown variable ${e.name}`);
      return v;
    }
    case "neg": return -evaluate(e.operand, env);
    case "bin": {
      const [l, r] = [evaluate(e.left, env), evaluate(e.right, env)];
      const ops = { "+": l + r, "-": l - r, "*": l * r, "/": l / r, "^": l ** r } satisfies Record<typeof e.op, number>;
      return ops[e.op];
    }
  }
}
const show = (e: Expr): string =>
  e.type === "lit" ? String(e.value) : e.type === "var" ? e.name : e.type === "neg" ? `(-${show(e.operand)})` : `(${show(e.left)} ${e.op} ${show(e.right)})`;

for (const src of ["1 + 2 * 3", "2 ^ 3 ^ 2", "-(x + 1) * y", "a / (b - 2)", "1 +", "3 $ 4", "(1 + 2"]) {
  try {
    const ast = new Parser(src).parse();
    console.log(src, "=>", show(ast), "=", evaluate(ast, { x: 4, y: 2, a: 10, b: 2 }));
  } catch (e) {
    console.log(src, "!!", e instanceof Error ? `${e.name}: ${e.message}` : e);
  }
}
