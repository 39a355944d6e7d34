type Sexp = number | string | Sexp[];

function tokenize(src: string): string[] {
  return src.replace(/\(/g, " ( ").replace(/\)/g, " ) ").split(/\s+/).filter((t) => t !== "");
}

function read(tokens: string[]): Sexp {
  const t = tokens.shift();
  if (t === undefined) throw new SyntaxError("unexpected EOF");
  if (t === "(") {
    const list: Sexp[] = [];
    while (tokens[0] !== ")") {
      if (tokens.length === 0) throw new SyntaxError("missing )");
      list.push(read(tokens));
    }
    tokens.shift();
    return list;
  }
  if (t === ")") throw new SyntaxError("unexpected )");
  const n = Number(t);
  return Number.isNaN(n) ? t : n;
}

type Value = number | boolean | Value[] | ((...args: Value[]) => Value);
class Env {
  private vars = new Map<string, Value>();
  constructor(private outer?: Env) {}
  get(name: string): Value {
    const v = this.vars.get(name) ?? this.outer?.get(name);
    if (v === undefined) throw new ReferenceError(`unbound: ${name}`);
    return v;
  }
  set(name: string, v: Value): Value {
    this.vars.set(name, v);
    return v;
  }
}

const num = (v: Value): number => {
  if (typeof v !== "number") throw new TypeError(`not a number: ${show(v)}`);
  return v;
};

function show(v: Value | Sexp): string {
  if (Array.isArray(v)) return `(${v.map(show).join(" ")})`;
  if (typeof v === "function") return "#<procedure>";
  return String(v);
}

function evaluate(x: Sexp, env: Env): Value {
  if (typeof x === "number") return x;
  if (typeof x === "string") return x === "#t" ? true : x === "#f" ? false : env.get(x);
  const [head, ...rest] = x;
  switch (head) {
    case "define": return env.set(rest[0] as string, evaluate(rest[1], env));
    case "if": return evaluate(evaluate(rest[0], env) !== false ? rest[1] : rest[2], env);
    case "quote": return rest[0] as Value;
    case "lambda": {
      const params = rest[0] as string[];
      const body = rest[1];
      return (...args: Value[]) => {
        const local = new Env(env);
        params.forEach((p, i) => local.set(p, args[i]));
        return evaluate(body, local);
      };
    }
  }
  const f = evaluate(head, env);
  if (typeof f !== "function") throw new TypeError(`not callable: ${show(head)}`);
  return f(...rest.map((a) => evaluate(a, env)));
}

const global = new Env();
const ops: Record<string, (a: number, b: number) => Value> = {
  "+": (a, b) => a + b, "-": (a, b) => a - b, "*": (a, b) => a * b, "<": (a, b) => a < b, "=": (a, b) => a === b,
};
for (const [name, f] of Object.entries(ops)) global.set(name, (a, b) => f(num(a), num(b)));
global.set("list", (...xs) => xs);

const programs = [
  "(define fact (lambda (n) (if (< n 2) 1 (* n (fact (- n 1))))))",
  "(fact 10)",
  "(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))",
  "(list (fib 15) (fact 5) (quote (a b c)))",
  "(undefined-thing 1)",
  "(+ 1 (list 2))",
  "(1 2",
];
for (const p of programs) {
  try {
    console.log(p.length > 30 ? p.slice(0, 30) + "..." : p, "=>", show(evaluate(read(tokenize(p)), global)));
  } catch (e) {
    console.log(p, "!!", e instanceof Error ? `${e.name}: ${e.message}` : e);
  }
}
