// Shunting-yard calculator with an operator table (as const satisfies)
type Assoc = "left" | "right";
interface OpInfo { prec: number; assoc: Assoc; apply: (a: number, b: number) => number }
const OPS = {
  "+": { prec: 1, assoc: "left", apply: (a, b) => a + b },
  "-": { prec: 1, assoc: "left", apply: (a, b) => a - b },
  "*": { prec: 2, assoc: "left", apply: (a, b) => a * b },
  "/": { prec: 2, assoc: "left", apply: (a, b) => a / b },
  "^": { prec: 3, assoc: "right", apply: (a, b) => Math.pow(a, b) },
} satisfies Record<string, OpInfo>;
type Op = keyof typeof OPS;
const isOp = (s: string): s is Op => Object.hasOwn(OPS, s);
type Tok = { t: "num"; v: number } | { t: "op"; v: Op } | { t: "paren"; v: "(" | ")" };

function* lex(src: string): Generator<Tok> {
  const re = /\s*(?:(\d+(?:\.\d+)?)|([-+*/^])|([()]))/y;
  let m: RegExpExecArray | null;
  while (re.lastIndex < src.length && (m = re.exec(src))) {
    if (m[1] !== undefined) yield { t: "num", v: parseFloat(m[1]) };
    else if (m[2] !== undefined && isOp(m[2])) yield { t: "op", v: m[2] };
    else if (m[3] === "(" || m[3] === ")") yield { t: "paren", v: m[3] };
  }
  if (re.lastIndex < src.length && src.slice(re.lastIndex).trim()) throw new SyntaxError(`bad input at ${re.lastIndex}`);
}

function toRPN(tokens: Iterable<Tok>): Tok[] {
  const out: Tok[] = [];
  const stack: Extract<Tok, { t: "op" } | { t: "paren" }>[] = [];
  for (const tok of tokens) {
    if (tok.t === "num") out.push(tok);
    else if (tok.t === "op") {
      const o1 = OPS[tok.v];
      while (stack.length) {
        const top = stack[stack.length - 1];
        if (top.t !== "op") break;
        const o2 = OPS[top.v];
        if (o2.prec > o1.prec || (o2.prec === o1.prec && o1.assoc === "left")) out.push(stack.pop()!);
        else break;
      }
      stack.push(tok);
    } else if (tok.v === "(") stack.push(tok);
    else {
      let top = stack.pop();
      while (top && top.t !== "paren") { out.push(top); top = stack.pop(); }
      if (!top) throw new SyntaxError("mismatched )");
    }
  }
  for (let s = stack.pop(); s; s = stack.pop()) {
    if (s.t === "paren") throw new SyntaxError("mismatched (");
    out.push(s);
  }
  return out;
}

function evalRPN(rpn: Tok[]): number {
  const st: number[] = [];
  for (const tok of rpn) {
    if (tok.t === "num") { st.push(tok.v); continue; }
    if (tok.t !== "op") throw new Error("paren in RPN");
    const b = st.pop(), a = st.pop();
    if (a === undefined || b === undefined) throw new SyntaxError("missing operand");
    st.push(OPS[tok.v].apply(a, b));
  }
  if (st.length !== 1) throw new SyntaxError("leftover operands");
  return st[0];
}
const show = (rpn: Tok[]) => rpn.map((t) => String(t.v)).join(" ");
for (const e of ["3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "(1+2)*3", "2^3^2", "1 +", "(1", "4 / 0", "7 $ 2"]) {
  try {
    const rpn = toRPN(lex(e));
    console.log(e, "=>", show(rpn), "=", evalRPN(rpn));
  } catch (err) {
    console.log(e, "error:", err instanceof SyntaxError ? err.message : err);
  }
}
console.log(Object.keys(OPS).filter(isOp).map((k) => `${k}:${OPS[k].prec}${OPS[k].assoc[0]}`).join(" "));
