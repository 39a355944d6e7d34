// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Token =
  | { t: "num"; v: number }
  | { t: "op"; v: "+" | "-" | "*" | "/" | "^" }
  | { t: "lp" }
  | { t: "rp" };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === " ") { i++; continue; }
    if (/[0-9.]/.test(c)) {
      let j = i;
      while (j < src.length && /[0-9.]/.test(src[j])) j++;
      out.push({ t: "num", v: parseFloat(src.slice(i, j)) });
      i = j;
      continue;
    }
    if (c === "(") out.push({ t: "lp" });
    else if (c === ")") out.push({ t: "rp" });
    else if ("+-*/^".includes(c)) out.push({ t: "op", v: c as Extract<Token, { t: "op" }>["v"] });
    else throw new SyntaxError(`unexpected '${c}' at ${i}`);
    i++;
  }
  return out;
}

const PREC: Record<Extract<Token, { t: "op" }>["v"], [prec: number, right: boolean]> = {
  "+": [1, false], "-": [1, false], "*": [2, false], "/": [2, false], "^": [3, true],
};

function toRpn(tokens: Token[]): Token[] {
  const out: Token[] = [];
  const stack: Token[] = [];
  for (const tk of tokens) {
    switch (tk.t) {
      case "num": out.push(tk); break;
      case "op": {
        const [p, right] = PREC[tk.v];
        let top = stack.at(-1);
        while (top && top.t === "op" && (PREC[top.v][0] > p || (PREC[top.v][0] === p && !right))) {
          out.push(stack.pop()!);
          top = stack.at(-1);
        }
        stack.push(tk);
        break;
      }
      case "lp": stack.push(tk); break;
      case "rp":
        while (stack.length && stack[stack.length - 1].t !== "lp") out.push(stack.pop()!);
        if (!stack.pop()) throw new SyntaxError("unbalanced )");
        break;
    }
  }
  while (stack.length) {
    const tk = stack.pop()!;
    if (tk.t === "lp") throw new SyntaxError("unbalanced (");
    out.push(tk);
  }
  return out;
}

function evalRpn(rpn: Token[]): number {
  const st: number[] = [];
  for (const tk of rpn) {
    if (tk.t === "num") { st.push(tk.v); continue; }
    if (tk.t !== "op") continue;
    const b = st.pop(), a = st.pop();
    if (a === undefined || b === undefined) throw new Error("stack underflow");
    st.push(tk.v === "+" ? a + b : tk.v === "-" ? a - b : tk.v === "*" ? a * b : tk.v === "/" ? a / b : a ** b);
  }
  return st[0];
}

for (const e of ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4 - 1", "(1 + 2", "3 $ 4"]) {
  try {
    console.log(e, "=", evalRpn(toRpn(tokenize(e))));
  } catch (err) {
    console.log(e, "->", err instanceof SyntaxError ? `syntax: ${err.message}` : err);
  }
}
