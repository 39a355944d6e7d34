type Token =
  | { kind: "num"; value: number }
  | { kind: "ident"; name: string }
  | { kind: "op"; op: "+" | "-" | "*" | "/" | "^" }
  | { kind: "lparen" }
  | { kind: "rparen" }
  | { kind: "comma" };

type Expr =
  | { type: "num"; value: number }
  | { type: "var"; name: string }
  | { type: "unary"; op: "-"; arg: Expr }
  | { type: "binary"; op: "+" | "-" | "*" | "/" | "^"; left: Expr; right: Expr }
  | { type: "call"; fn: string; args: Expr[] };

function lex(src: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?)|([a-zA-Z_]\w*)|([-+*/^])|(\()|(\))|(,))/y;
  let m: RegExpExecArray | null;
  while (re.lastIndex < src.length && (m = re.exec(src))) {
    if (m[1]) tokens.push({ kind: "num", value: parseFloat(m[1]) });
    else if (m[2]) tokens.push({ kind: "ident", name: m[2] });
    else if (m[3]) tokens.push({ kind: "op", op: m[3] as "+" | "-" | "*" | "/" | "^" });
    else if (m[4]) tokens.push({ kind: "lparen" });
    else if (m[5]) tokens.push({ kind: "rparen" });
    else tokens.push({ kind: "comma" });
  }
  return tokens;
}

const PREC = { "+": 1, "-": 1, "*": 2, "/": 2, "^": 3 } as const;

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}
  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }
  private next(): Token {
    const t = this.tokens[this.pos++];
    if (!t) throw new SyntaxError("unexpected end of input");
    return t;
  }
  parse(): Expr {
    const e = this.expr(0);
    if (this.pos < this.tokens.length) throw new SyntaxError(`unexpected token at ${this.pos}`);
    return e;
  }
  private expr(minPrec: number): Expr {
    let left = this.primary();
    for (;;) {
      const t = this.peek();
      if (t?.kind !== "op") break;
      const prec = PREC[t.op];
      if (prec < minPrec) break;
      this.pos++;
      const right = this.expr(t.op === "^" ? prec : prec + 1);
      left = { type: "binary", op: t.op, left, right };
    }
    return left;
  }
  private primary(): Expr {
    const t = this.next();
    switch (t.kind) {
      case "num":
        return { type: "num", value: t.value };
      case "op":
        if (t.op === "-") return { type: "unary", op: "-", arg: this.expr(3) };
        throw new SyntaxError(`unexpected operator ${t.op}`);
      case "lparen": {
        const e = this.expr(0);
        if (this.next().kind !== "rparen") throw new SyntaxError("expected )");
        return e;
      }
      case "ident": {
        if (this.peek()?.kind !== "lparen") return { type: "var", name: t.name };
        this.pos++;
        const args: Expr[] = [];
        while (this.peek()?.kind !== "rparen") {
          args.push(this.expr(0));
          if (this.peek()?.kind === "comma") this.pos++;
        }
        this.pos++;
        return { type: "call", fn: t.name, args };
      }
      default:
        throw new SyntaxError(`unexpected ${t.kind}`);
    }
  }
}

const FUNCS: Record<string, (...xs: number[]) => number> = { max: Math.max, min: Math.min, sqrt: Math.sqrt, abs: Math.abs };

function evaluate(e: Expr, env: Readonly<Record<string, number>>): number {
  switch (e.type) {
    case "num": return e.value;
    case "var": {
      const v = env[e.name];
      if (v === undefined) throw new ReferenceError(`unknown variable ${e.name}`);
      return v;
    }
    case "unary": return -evaluate(e.arg, env);
    case "binary": {
      const [l, r] = [evaluate(e.left, env), evaluate(e.right, env)];
      return e.op === "+" ? l + r : e.op === "-" ? l - r : e.op === "*" ? l * r : e.op === "/" ? l / r : l ** r;
    }
    case "call": {
      const f = FUNCS[e.fn];
      if (!f) throw new ReferenceError(`unknown function ${e.fn}`);
      return f(...e.args.map((a) => evaluate(a, env)));
    }
  }
}

const show = (e: Expr): string =>
  e.type === "num" ? String(e.value) : e.type === "var" ? e.name : e.type === "unary" ? `(-${show(e.arg)})`
  : e.type === "binary" ? `(${show(e.left)} ${e.op} ${show(e.right)})` : `${e.fn}(${e.args.map(show).join(", ")})`;

for (const src of ["1 + 2 * 3", "2 ^ 3 ^ 2", "-(x + 1) * y", "max(1, x, sqrt(16)) / 2", "foo(1)", "1 +", "z * 2"]) {
  try {
    const ast = new Parser(lex(src)).parse();
    console.log(src, "=>", show(ast), "=", evaluate(ast, { x: 3, y: 4 }));
  } catch (err) {
    console.log(src, "!!", err instanceof Error ? `${err.name}: ${err.message}` : err);
  }
}
