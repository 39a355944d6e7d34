// Expression evaluator: tokenizer + recursive descent with union token types
type Token =
  | { kind: "num"; value: number }
  | { kind: "ident"; name: string }
  | { kind: "op"; op: "+" | "-" | "*" | "/" | "^" | "%" }
  | { kind: "lparen" | "rparen" | "comma" }
  | { kind: "eof" };

type Expr =
  | { type: "lit"; value: number }
  | { type: "var"; name: string }
  | { type: "bin"; op: string; left: Expr; right: Expr }
  | { type: "neg"; arg: Expr }
  | { type: "call"; fn: string; args: Expr[] };

function tokenize(src: string): Token[] {
  const toks: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) { i++; continue; }
    if (/[0-9.]/.test(c)) {
      let j = i;
      while (j < src.length && /[0-9.]/.test(src[j])) j++;
      toks.push({ kind: "num", value: parseFloat(src.slice(i, j)) });
      i = j;
    } else if (/[a-z_]/i.test(c)) {
      const m = /^[a-z_][a-z0-9_]*/i.exec(src.slice(i))!;
      toks.push({ kind: "ident", name: m[0] });
      i += m[0].length;
    } else if ("+-*/^%".includes(c)) {
      toks.push({ kind: "op", op: c as "+" | "-" | "*" | "/" | "^" | "%" });
      i++;
    } else if (c === "(" || c === ")" || c === ",") {
      toks.push({ kind: c === "(" ? "lparen" : c === ")" ? "rparen" : "comma" });
      i++;
    } else throw new SyntaxError(`unexpected '${c}' at ${i}`);
  }
  toks.push({ kind: "eof" });
  return toks;
}

const PREC: Record<string, [number, "L" | "R"]> = { "+": [1, "L"], "-": [1, "L"], "*": [2, "L"], "/": [2, "L"], "%": [2, "L"], "^": [3, "R"] };

function parse(tokens: Token[]): Expr {
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];
  const expect = (kind: Token["kind"]) => {
    const t = next();
    if (t.kind !== kind) throw new SyntaxError(`expected ${kind}, got ${t.kind}`);
    return t;
  };
  function primary(): Expr {
    const t = next();
    switch (t.kind) {
      case "num": return { type: "lit", value: t.value };
      case "ident": {
        if (peek().kind !== "lparen") return { type: "var", name: t.name };
        next();
        const args: Expr[] = [];
        if (peek().kind !== "rparen") {
          do args.push(expr(0)); while (peek().kind === "comma" && next());
        }
        expect("rparen");
        return { type: "call", fn: t.name, args };
      }
      case "op":
        if (t.op === "-") return { type: "neg", arg: expr(3) };
        break;
      case "lparen": {
        const e = expr(0);
        expect("rparen");
        return e;
      }
    }
    throw new SyntaxError(`unexpected token ${t.kind}`);
  }
  function expr(minPrec: number): Expr {
    let left = primary();
    for (;;) {
      const t = peek();
      if (t.kind !== "op") break;
      const [prec, assoc] = PREC[t.op];
      if (prec < minPrec) break;
      next();
      const right = expr(assoc === "L" ? prec + 1 : prec);
      left = { type: "bin", op: t.op, left, right };
    }
    return left;
  }
  const e = expr(0);
  expect("eof");
  return e;
}

const FNS: Record<string, (...xs: number[]) => number> = { max: Math.max, min: Math.min, sqrt: Math.sqrt, abs: Math.abs };

function evaluate(e: Expr, env: Readonly<Record<string, number>>): number {
  switch (e.type) {
    case "lit": return e.value;
    case "var": {
      if (!(e.name in env)) throw new ReferenceError(`unknown variable ${e.name}`);
      return env[e.name];
    }
    case "neg": return -evaluate(e.arg, env);
    case "call": {
      const f = FNS[e.fn];
      if (!f) throw new ReferenceError(`unknown function ${e.fn}`);
      return f(...e.args.map((a) => evaluate(a, env)));
    }
    case "bin": {
      const l = evaluate(e.left, env), r = evaluate(e.right, env);
      switch (e.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        case "/": return l / r;
        case "%": return l % r;
        default: return l ** r;
      }
    }
  }
}

const env = { x: 3, y: 4 };
for (const src of ["1 + 2 * 3", "2 ^ 3 ^ 2", "-(x + y) * 2", "sqrt(x*x + y*y)", "max(1, x, y, 2) % 3", "1 +", "foo(1)", "1 $ 2"]) {
  try {
    console.log(src.padEnd(20), "=", evaluate(parse(tokenize(src)), env));
  } catch (err) {
    if (err instanceof Error) console.log(src.padEnd(20), "!", err.name, err.message);
  }
}
