// Expression calculator for agent-supplied formulas: string-enum tokens, recursive descent, variables.
enum Tok { Num = "num", Ident = "ident", Op = "op", LParen = "(", RParen = ")", Comma = ",", End = "end" }
type Token = { kind: Tok.Num; value: number; pos: number } | { kind: Tok.Ident | Tok.Op; text: string; pos: number } | { kind: Tok.LParen | Tok.RParen | Tok.Comma | Tok.End; pos: number };
type Expr =
  | { type: "num"; value: number }
  | { type: "var"; name: string }
  | { type: "bin"; op: "+" | "-" | "*" | "/" | "^"; left: Expr; right: Expr }
  | { type: "neg"; operand: Expr }
  | { type: "call"; fn: string; args: Expr[] };

class FormulaError extends Error {
  constructor(message: string, readonly pos: number) {
    super(`${message} at ${pos}`);
  }
}

function* tokenize(src: string): Generator<Token> {
  const re = /\s*(?:(?<num>\d+(?:\.\d+)?)|(?<id>[a-z_]\w*)|(?<op>[-+*/^])|(?<p>[(),]))/giy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < src.length && (m = re.exec(src))) {
    const g = m.groups ?? {};
    const pos = m.index;
    if (g.num) yield { kind: Tok.Num, value: parseFloat(g.num), pos };
    else if (g.id) yield { kind: Tok.Ident, text: g.id, pos };
    else if (g.op) yield { kind: Tok.Op, text: g.op, pos };
    else yield { kind: g.p === "(" ? Tok.LParen : g.p === ")" ? Tok.RParen : Tok.Comma, pos };
  }
  if (re.lastIndex < src.trimEnd().length) throw new FormulaError("unexpected character", re.lastIndex);
  yield { kind: Tok.End, pos: src.length };
}

function parse(src: string): Expr {
  const toks = [...tokenize(src)];
  let i = 0;
  const peek = () => toks[i];
  const isOp = (t: Token, ...ops: string[]): boolean => t.kind === Tok.Op && ops.includes(t.text);
  const expr = (): Expr => {
    let left = term();
    for (let t = peek(); isOp(t, "+", "-"); t = peek()) {
      i++;
      left = { type: "bin", op: t.kind === Tok.Op && t.text === "+" ? "+" : "-", left, right: term() };
    }
    return left;
  };
  const term = (): Expr => {
    let left = power();
    for (let t = peek(); isOp(t, "*", "/"); t = peek()) {
      i++;
      left = { type: "bin", op: t.kind === Tok.Op && t.text === "*" ? "*" : "/", left, right: power() };
    }
    return left;
  };
  const power = (): Expr => {
    const base = unary();
    if (isOp(peek(), "^")) {
      i++;
      return { type: "bin", op: "^", left: base, right: power() };
    }
    return base;
  };
  const unary = (): Expr => (isOp(peek(), "-") ? (i++, { type: "neg", operand: unary() }) : primary());
  const primary = (): Expr => {
    const t = toks[i++];
    switch (t.kind) {
      case Tok.Num: return { type: "num", value: t.value };
      case Tok.Ident: {
        if (peek().kind !== Tok.LParen) return { type: "var", name: t.text };
        i++;
        const args: Expr[] = [];
        if (peek().kind !== Tok.RParen) do args.push(expr()); while (peek().kind === Tok.Comma && ++i);
        if (toks[i++].kind !== Tok.RParen) throw new FormulaError("expected )", t.pos);
        return { type: "call", fn: t.text, args };
      }
      case Tok.LParen: {
        const e = expr();
        if (toks[i++].kind !== Tok.RParen) throw new FormulaError("expected )", t.pos);
        return e;
      }
      default:
        throw new FormulaError(`unexpected ${t.kind}`, t.pos);
    }
  };
  const e = expr();
  if (peek().kind !== Tok.End) throw new FormulaError("trailing input", peek().pos);
  return e;
}

const FUNCS: Record<string, (...xs: number[]) => number> = { min: Math.min, max: Math.max, sqrt: Math.sqrt, round: (x, d = 0) => Math.round(x * 10 ** d) / 10 ** d };
function evaluate(e: Expr, vars: ReadonlyMap<string, number>): number {
  switch (e.type) {
    case "num": return e.value;
    case "var": {
      const v = vars.get(e.name);
      if (v === undefined) throw new ReferenceError(`unknown variable ${e.name}`);
      return v;
    }
    case "neg": return -evaluate(e.operand, vars);
    case "call": {
      const f = FUNCS[e.fn];
      if (!f) throw new ReferenceError(`unknown function ${e.fn}`);
      return f(...e.args.map((a) => evaluate(a, vars)));
    }
    case "bin": {
      const l = evaluate(e.left, vars), r = evaluate(e.right, vars);
      return e.op === "+" ? l + r : e.op === "-" ? l - r : e.op === "*" ? l * r : e.op === "/" ? l / r : l ** r;
    }
  }
}

const vars = new Map([["price", 19.99], ["qty", 3], ["tax", 0.2]]);
for (const f of ["price * qty * (1 + tax)", "round(price * qty, 1)", "-2 ^ 2 + max(1, qty, 2)", "sqrt(16) / (qty - 3)", "price * discount", "3 + * 4", "min(1, 2", "2 $ 3"]) {
  try {
    console.log(`${f.padEnd(26)} = ${evaluate(parse(f), vars)}`);
  } catch (e) {
    console.log(`${f.padEnd(26)} ! ${e instanceof Error ? `${e.name}: ${e.message}` : e}`);
  }
}
