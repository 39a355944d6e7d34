type Expr =
  | { kind: "num"; value: number }
  | { kind: "var"; name: string }
  | { kind: "bin"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
  | { kind: "let"; name: string; value: Expr; body: Expr }
  | { kind: "call"; fn: string; args: Expr[] };
type Env = ReadonlyMap<string, number>;
const builtins: Record<string, (...xs: number[]) => number> = {
  max: Math.max,
  min: Math.min,
  sqrt: (x) => Math.sqrt(x),
  sum: (...xs) => xs.reduce((a, b) => a + b, 0),
};
function evaluate(e: Expr, env: Env = new Map()): number {
  switch (e.kind) {
    case "num": return e.value;
    case "var": {
      const v = env.get(e.name);
      if (v === undefined) throw new ReferenceError(`unbound ${e.name}`);
      return v;
    }
    case "bin": {
      const [l, r] = [evaluate(e.left, env), evaluate(e.right, env)];
      switch (e.op) {
        case "+": return l + r;
        case "-": return l - r;
        case "*": return l * r;
        case "/":
          if (r === 0) throw new RangeError("division by zero");
          return l / r;
      }
    }
    case "let": return evaluate(e.body, new Map([...env, [e.name, evaluate(e.value, env)]]));
    case "call": {
      const f = builtins[e.fn];
      if (!f) throw new TypeError(`no function ${e.fn}`);
      return f(...e.args.map((a) => evaluate(a, env)));
    }
  }
}
function tokenize(src: string): string[] {
  return src.match(/\d+(?:\.\d+)?|[A-Za-z_]\w*|[-+*/(),=]/g) ?? [];
}
function parse(tokens: string[]): Expr {
  let i = 0;
  const peek = () => tokens[i];
  const eat = (t?: string) => {
    const tok = tokens[i++];
    if (t !== undefined && tok !== t) throw new SyntaxError(`expected ${t}, got ${tok ?? "end"}`);
    return tok;
  };
  const primary = (): Expr => {
    const t = eat();
    if (t === undefined) throw new SyntaxError("unexpected end");
    if (/^\d/.test(t)) return { kind: "num", value: Number(t) };
    if (t === "(") { const e = expr(); eat(")"); return e; }
    if (t === "let") {
      const name = eat(); eat("="); const value = expr(); eat("in");
      return { kind: "let", name, value, body: expr() };
    }
    if (peek() === "(") {
      eat("(");
      const args: Expr[] = [];
      while (peek() !== ")") { args.push(expr()); if (peek() === ",") eat(","); }
      eat(")");
      return { kind: "call", fn: t, args };
    }
    return { kind: "var", name: t };
  };
  const binary = (next: () => Expr, ops: readonly string[]) => (): Expr => {
    let left = next();
    while (ops.includes(peek() ?? "")) {
      const op = eat() as "+" | "-" | "*" | "/";
      left = { kind: "bin", op, left, right: next() };
    }
    return left;
  };
  const term = binary(primary, ["*", "/"]);
  const expr: () => Expr = binary(term, ["+", "-"]);
  const e = expr();
  if (i < tokens.length) throw new SyntaxError(`trailing ${tokens[i]}`);
  return e;
}
for (const src of ["1 + 2 * 3", "let x = 4 in x * x - 1", "max(1, sum(2, 3), sqrt(16)) / 2", "y + 1", "4 / (2 - 2)", "(1 + 2"]) {
  try {
    console.log(src, "=>", evaluate(parse(tokenize(src))));
  } catch (err) {
    console.log(src, "!!", err instanceof Error ? `${err.name}: ${err.message}` : String(err));
  }
}
