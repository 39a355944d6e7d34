// Tokenizer + recursive descent for a tiny JSON subset with positions
type JTok =
  | { type: "punct"; value: "{" | "}" | "[" | "]" | ":" | ","; pos: number }
  | { type: "string"; value: string; pos: number }
  | { type: "number"; value: number; pos: number }
  | { type: "literal"; value: true | false | null; pos: number }
  | { type: "eof"; pos: number };
type JVal = null | boolean | number | string | JVal[] | { [k: string]: JVal };

class ParseError extends Error {
  constructor(message: string, readonly pos: number) {
    super(`${message} at ${pos}`);
    this.name = "ParseError";
  }
}
function tokenizeJson(src: string): JTok[] {
  const out: JTok[] = [];
  let i = 0;
  const literals = { true: true, false: false, null: null } as const;
  while (i < src.length) {
    const c = src[i];
    if (" \t\n\r".includes(c)) { i++; continue; }
    if ("{}[]:,".includes(c)) { out.push({ type: "punct", value: c as "{" | "}" | "[" | "]" | ":" | ",", pos: i++ }); continue; }
    if (c === '"') {
      let j = i + 1, s = "";
      while (j < src.length && src[j] !== '"') {
        if (src[j] === "\\") { const e = src[++j]; s += e === "n" ? "\n" : e === "t" ? "\t" : e; }
        else s += src[j];
        j++;
      }
      if (j >= src.length) throw new ParseError("unterminated string", i);
      out.push({ type: "string", value: s, pos: i });
      i = j + 1;
      continue;
    }
    const num = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(src.slice(i));
    if (num) { out.push({ type: "number", value: Number(num[0]), pos: i }); i += num[0].length; continue; }
    const word = /^[a-z]+/.exec(src.slice(i))?.[0];
    if (word && word in literals) {
      out.push({ type: "literal", value: literals[word as keyof typeof literals], pos: i });
      i += word.length;
      continue;
    }
    throw new ParseError(`unexpected character ${JSON.stringify(c)}`, i);
  }
  out.push({ type: "eof", pos: i });
  return out;
}
function parseJson(src: string): JVal {
  const toks = tokenizeJson(src);
  let k = 0;
  const isPunct = (t: JTok, v: string): boolean => t.type === "punct" && t.value === v;
  const expect = (v: string) => {
    const t = toks[k++];
    if (!isPunct(t, v)) throw new ParseError(`expected '${v}'`, t.pos);
  };
  const value = (): JVal => {
    const t = toks[k++];
    switch (t.type) {
      case "string": case "number": case "literal": return t.value;
      case "eof": throw new ParseError("unexpected end", t.pos);
      case "punct":
        if (t.value === "[") {
          const arr: JVal[] = [];
          if (isPunct(toks[k], "]")) { k++; return arr; }
          do arr.push(value()); while (isPunct(toks[k], ",") && ++k);
          expect("]");
          return arr;
        }
        if (t.value === "{") {
          const obj: { [k: string]: JVal } = {};
          if (isPunct(toks[k], "}")) { k++; return obj; }
          do {
            const key = toks[k++];
            if (key.type !== "string") throw new ParseError("expected key", key.pos);
            expect(":");
            obj[key.value] = value();
          } while (isPunct(toks[k], ",") && ++k);
          expect("}");
          return obj;
        }
        throw new ParseError(`unexpected '${t.value}'`, t.pos);
    }
  };
  const v = value();
  if (toks[k].type !== "eof") throw new ParseError("trailing input", toks[k].pos);
  return v;
}
for (const src of ['{"a": [1, 2.5, -3e2], "b": {"c": null, "d": true}, "e": "x\\ny"}', "[]", "[1, 2", '{"k" 1}', "tru", "[1] 2"]) {
  try {
    const v = parseJson(src);
    console.log("ok ", JSON.stringify(v), JSON.stringify(v) === JSON.stringify(JSON.parse(src)));
  } catch (e) {
    if (e instanceof ParseError) console.log("err", e.message, e.pos, e.name);
    else throw e;
  }
}
