const enum St { Start, Int, Frac, Exp, ExpSign, ExpDigits, Done, Error }

interface NumberToken { text: string; value: number; kind: "int" | "float" }

function scanNumber(src: string, at = 0): NumberToken | { error: string; at: number } {
  let st = St.Start;
  let i = at;
  const isDigit = (c: string | undefined): c is string => c !== undefined && c >= "0" && c <= "9";
  while (st !== St.Done && st !== St.Error) {
    const c = src[i];
    switch (st) {
      case St.Start:
        st = isDigit(c) ? St.Int : St.Error;
        break;
      case St.Int:
        if (isDigit(c)) break;
        st = c === "." ? St.Frac : c === "e" || c === "E" ? St.Exp : St.Done;
        break;
      case St.Frac:
        if (isDigit(c)) break;
        st = c === "e" || c === "E" ? St.Exp : src[i - 1] === "." ? St.Error : St.Done;
        break;
      case St.Exp:
        st = c === "+" || c === "-" ? St.ExpSign : isDigit(c) ? St.ExpDigits : St.Error;
        break;
      case St.ExpSign:
        st = isDigit(c) ? St.ExpDigits : St.Error;
        break;
      case St.ExpDigits:
        if (!isDigit(c)) st = St.Done;
        break;
    }
    if (st !== St.Done && st !== St.Error) i++;
  }
  if (st === St.Error) return { error: `bad number at ${i}`, at: i };
  const text = src.slice(at, i);
  return { text, value: Number(text), kind: /[.eE]/.test(text) ? "float" : "int" };
}

const inputs_ = ["42", "3.14", "1e10", "2.5E-3", "7.", "1e+", "abc", "12px", "0.5e2x"];
for (const s of inputs_) {
  const r = scanNumber(s);
  console.log(JSON.stringify(s).padEnd(9), "error" in r ? `ERR ${r.error}` : `${r.kind} ${r.text} = ${r.value}`);
}

function tokenizeNumbers(line: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (let i = 0; i < line.length; ) {
    if (line[i] >= "0" && line[i] <= "9") {
      const r = scanNumber(line, i);
      if ("error" in r) { i = r.at + 1; continue; }
      out.push(r);
      i += r.text.length;
    } else i++;
  }
  return out;
}
const found = tokenizeNumbers("width=12.5cm height=3e2mm depth=7. count=42");
console.log(found.map((t) => `${t.kind}:${t.value}`), found.reduce((s, t) => s + t.value, 0));
