// Tokenizer + recursive-descent parser returning a typed AST, with a generic fold.
type Token = { kind: "num"; value: number } | { kind: "op"; op: "+" | "-" | "*" | "/" } | { kind: "paren"; open: boolean };

type Expr =
  | { tag: "lit"; value: number }
  | { tag: "bin"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
  | { tag: "neg"; inner: Expr };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === " ") {
      i++;
    } else if (/[0-9.]/.test(c)) {
      let j = i;
      while (j < src.length && /[0-9.]/.test(src[j])) j++;
      out.push({ kind: "num", value: parseFloat(src.slice(i, j)) });
      i = j;
    } else if (c === "+" || c === "-" || c === "*" || c === "/") {
      out.push({ kind: "op", op: c });
      i++;
    } else if (c === "(" || c === ")") {
      out.push({ kind: "paren", open: c === "(" });
      i++;
    } else {
      throw new SyntaxError(`unexpected '${c}' at ${i}`);
    }
  }
  return out;
}

function parse(tokens: Token[]): Expr {
  let pos = 0;
  const peek = (): Token | undefined => tokens[pos];
  const isOp = (t: Token | undefined, ...ops: string[]): t is Extract<Token, { kind: "op" }> =>
    t !== undefined && t.kind === "op" && ops.includes(t.op);

  function primary(): Expr {
    const t = tokens[pos++];
    if (!t) throw new SyntaxError("unexpected end");
    if (t.kind === "num") return { tag: "lit", value: t.value };
    if (t.kind === "op" && t.op === "-") return { tag: "neg", inner: primary() };
    if (t.kind === "paren" && t.open) {
      const e = sum();
      const close = tokens[pos++];
      if (!close || close.kind !== "paren" || close.open) throw new SyntaxError("expected )");
      return e;
    }
    throw new SyntaxError(`unexpected token ${JSON.stringify(t)}`);
  }
  function product(): Expr {
    let left = primary();
    for (let t = peek(); isOp(t, "*", "/"); t = peek()) {
      pos++;
      left = { tag: "bin", op: t.op, left, right: primary() };
    }
    return left;
  }
  function sum(): Expr {
    let left = product();
    for (let t = peek(); isOp(t, "+", "-"); t = peek()) {
      pos++;
      left = { tag: "bin", op: t.op, left, right: product() };
    }
    return left;
  }
  const e = sum();
  if (pos !== tokens.length) throw new SyntaxError("trailing input");
  return e;
}

function fold<R>(e: Expr, alg: { lit: (v: number) => R; bin: (op: string, l: R, r: R) => R; neg: (x: R) => R }): R {
  switch (e.tag) {
    case "lit":
      return alg.lit(e.value);
    case "neg":
      return alg.neg(fold(e.inner, alg));
    case "bin":
      return alg.bin(e.op, fold(e.left, alg), fold(e.right, alg));
  }
}

const evaluate = (e: Expr) =>
  fold<number>(e, {
    lit: (v) => v,
    neg: (x) => -x,
    bin: (op, l, r) => (op === "+" ? l + r : op === "-" ? l - r : op === "*" ? l * r : l / r),
  });
const show = (e: Expr) => fold(e, { lit: String, neg: (x) => `(-${x})`, bin: (op, l, r) => `(${l} ${op} ${r})` });

for (const src of ["1 + 2 * 3", "(1 + 2) * 3", "-4 / (2 - 4)", "2 * (3", "7 $ 1"]) {
  try {
    const ast = parse(tokenize(src));
    console.log(show(ast), "=", evaluate(ast));
  } catch (e) {
    console.log(src, "->", e instanceof SyntaxError ? `SyntaxError: ${e.message}` : e);
  }
}
