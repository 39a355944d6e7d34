type TokKind = "num" | "ident" | "op" | "str" | "ws";
interface Token {
  kind: TokKind;
  text: string;
  pos: number;
}

const spec: ReadonlyArray<readonly [TokKind, RegExp]> = [
  ["ws", /\s+/y],
  ["num", /\d+(?:\.\d+)?(?:e[+-]?\d+)?/iy],
  ["ident", /[A-Za-z_$][\w$]*/y],
  ["str", /"(?:[^"\\]|\\.)*"/y],
  ["op", /[-+*/%^()=,]|[<>]=?|==|!=/y],
];

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let pos = 0;
  outer: while (pos < src.length) {
    for (const [kind, re] of spec) {
      re.lastIndex = pos;
      const m = re.exec(src);
      if (m) {
        if (kind !== "ws") out.push({ kind, text: m[0], pos });
        pos = re.lastIndex;
        continue outer;
      }
    }
    throw new SyntaxError(`unexpected ${JSON.stringify(src[pos])} at ${pos}\n${src}\n${" ".repeat(pos)}^`);
  }
  return out;
}

const toks = tokenize('total = price * 1.5e2 + tax("US", 3) >= 10');
console.log(toks.map((t) => `${t.kind}:${t.text}`).join(" "));
const counts = toks.reduce<Partial<Record<TokKind, number>>>((m, t) => ({ ...m, [t.kind]: (m[t.kind] ?? 0) + 1 }), {});
console.log(counts);
try {
  tokenize("a = 3 # comment");
} catch (e) {
  if (e instanceof SyntaxError) console.log(e.message);
}
const strLit = tokenize(String.raw`say("a \"quoted\" word")`).find((t) => t.kind === "str");
console.log(strLit?.text, strLit && JSON.parse(strLit.text));

const dateRe = /(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})/g;
const text = "from 2024-01-15 to 2024-02-03, then 2023-12-31";
const swapped = text.replace(dateRe, "$<d>/$<m>/$<y>");
console.log(swapped);
const years = Array.from(text.matchAll(dateRe), (m) => Number(m.groups?.y));
console.log(years, Math.max(...years));
const re2 = /\b(\w)(\w*)\b/g;
console.log("hello big world".replace(re2, (_, a: string, b: string) => a.toUpperCase() + b));
console.log("a1b22c333".split(/\d+/), "x-y_z".split(/[-_]/), /^[\w.]+@\w+\.\w+$/.test("me.you@ex.com"));
const sticky = /foo/y;
sticky.lastIndex = 3;
console.log(sticky.test("barfoo"), sticky.lastIndex, "aaa".replace(/a/g, "$&$&"), "abc".replace(/(?=b)/, "^"));
