type Token =
  | { kind: "num"; value: number; pos: number }
  | { kind: "ident"; name: string; pos: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/" | "^"; pos: number }
  | { kind: "lparen" | "rparen" | "comma"; pos: number }
  | { kind: "eof"; pos: number };

type TokenOf<K extends Token["kind"]> = Extract<Token, { kind: K }>;

function tokenize(src: string): Token[] {
  const toks: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) { i++; continue; }
    if (/[0-9.]/.test(ch)) {
      const m = /^\d*\.?\d+(e[+-]?\d+)?/i.exec(src.slice(i))!;
      toks.push({ kind: "num", value: parseFloat(m[0]), pos: i });
      i += m[0].length;
    } else if (/[a-z_]/i.test(ch)) {
      const m = /^[a-z_]\w*/i.exec(src.slice(i))!;
      toks.push({ kind: "ident", name: m[0], pos: i });
      i += m[0].length;
    } else if ("+-*/^".includes(ch)) {
      toks.push({ kind: "op", op: ch as TokenOf<"op">["op"], pos: i++ });
    } else if (ch === "(" || ch === ")" || ch === ",") {
      toks.push({ kind: ch === "(" ? "lparen" : ch === ")" ? "rparen" : "comma", pos: i++ });
    } else {
      throw new SyntaxError(`unexpected '${ch}' at ${i}`);
    }
  }
  toks.push({ kind: "eof", pos: i });
  return toks;
}

const PREC: Record<TokenOf<"op">["op"], [number, "left" | "right"]> = {
  "+": [1, "left"], "-": [1, "left"], "*": [2, "left"], "/": [2, "left"], "^": [3, "right"],
};
const FUNCS: Record<string, (...a: number[]) => number> = { max: Math.max, min: Math.min, sqrt: Math.sqrt, abs: Math.abs };

function evaluate(src: string, env: Record<string, number> = {}): number {
  const toks = tokenize(src);
  let p = 0;
  const peek = () => toks[p];
  const expect = <K extends Token["kind"]>(k: K): TokenOf<K> => {
    const t = toks[p++];
    if (t.kind !== k) throw new SyntaxError(`expected ${k} at ${t.pos}, got ${t.kind}`);
    return t as TokenOf<K>;
  };
  function primary(): number {
    const t = toks[p++];
    switch (t.kind) {
      case "num": return t.value;
      case "op":
        if (t.op === "-") return -expr(3);
        break;
      case "lparen": { const v = expr(0); expect("rparen"); return v; }
      case "ident": {
        if (peek().kind === "lparen") {
          p++;
          const args: number[] = [];
          if (peek().kind !== "rparen") {
            do { args.push(expr(0)); } while (peek().kind === "comma" && ++p);
          }
          expect("rparen");
          const f = FUNCS[t.name];
          if (!f) throw new ReferenceError(`unknown function ${t.name}`);
          return f(...args);
        }
        if (!(t.name in env)) throw new ReferenceError(`${t.name} is not defined`);
        return env[t.name];
      }
    }
    throw new SyntaxError(`unexpected ${t.kind} at ${t.pos}`);
  }
  function expr(minPrec: number): number {
    let lhs = primary();
    for (let t = peek(); t.kind === "op"; t = peek()) {
      const [prec, assoc] = PREC[t.op];
      if (prec < minPrec) break;
      p++;
      const rhs = expr(assoc === "left" ? prec + 1 : prec);
      lhs = t.op === "+" ? lhs + rhs : t.op === "-" ? lhs - rhs : t.op === "*" ? lhs * rhs : t.op === "/" ? lhs / rhs : lhs ** rhs;
    }
    return lhs;
  }
  const v = expr(0);
  expect("eof");
  return v;
}

for (const e of ["1 + 2 * 3", "2 ^ 3 ^ 2", "(1 + 2) * -3", "max(1, x, 3) / 2", "sqrt(16) + abs(-2.5e1)", "1 +", "foo(1)", "2 $ 3"]) {
  try {
    console.log(e, "=", evaluate(e, { x: 10 }));
  } catch (err) {
    console.log(e, "->", (err as Error).name, (err as Error).message);
  }
}
console.log(tokenize("a+1").map((t) => t.kind).join(" "));
