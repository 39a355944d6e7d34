type Doc =
  | { t: "text"; s: string }
  | { t: "line" }
  | { t: "nest"; indent: number; doc: Doc }
  | { t: "concat"; parts: Doc[] }
  | { t: "group"; doc: Doc };

const text = (s: string): Doc => ({ t: "text", s });
const line: Doc = { t: "line" };
const nest = (indent: number, doc: Doc): Doc => ({ t: "nest", indent, doc });
const concat = (...parts: Doc[]): Doc => ({ t: "concat", parts });
const group = (doc: Doc): Doc => ({ t: "group", doc });
const join = (sep: Doc, docs: Doc[]): Doc => concat(...docs.flatMap((d, i) => (i === 0 ? [d] : [sep, d])));

function flatWidth(d: Doc): number {
  switch (d.t) {
    case "text": return d.s.length;
    case "line": return 1;
    case "nest": case "group": return flatWidth(d.doc);
    case "concat": return d.parts.reduce((w, p) => w + flatWidth(p), 0);
  }
}

function layout(doc: Doc, width: number): string {
  let out = "";
  let col = 0;
  const go = (d: Doc, indent: number, flat: boolean): void => {
    switch (d.t) {
      case "text": out += d.s; col += d.s.length; return;
      case "line":
        if (flat) { out += " "; col++; } else { out += "\n" + " ".repeat(indent); col = indent; }
        return;
      case "nest": return go(d.doc, indent + d.indent, flat);
      case "concat": for (const p of d.parts) go(p, indent, flat); return;
      case "group": return go(d.doc, indent, flat || col + flatWidth(d.doc) <= width);
    }
  };
  go(doc, 0, false);
  return out;
}

type Value = null | boolean | number | string | Value[] | { [k: string]: Value };

function toDoc(v: Value): Doc {
  if (v === null || typeof v !== "object") return text(JSON.stringify(v));
  if (Array.isArray(v)) {
    if (v.length === 0) return text("[]");
    return group(concat(text("["), nest(2, concat(line, join(concat(text(","), line), v.map(toDoc)))), line, text("]")));
  }
  const entries = Object.entries(v);
  if (entries.length === 0) return text("{}");
  const fields = entries.map(([k, x]) => concat(text(JSON.stringify(k) + ": "), toDoc(x)));
  return group(concat(text("{"), nest(2, concat(line, join(concat(text(","), line), fields))), line, text("}")));
}

const sample: Value = {
  name: "widget",
  tags: ["a", "b", "c"],
  dims: { w: 10, h: 20, d: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  empty: {},
  none: null,
  nested: [{ id: 1, ok: true }, { id: 2, ok: false, notes: [] }],
};

for (const w of [80, 40, 20]) {
  console.log(`--- width ${w}`);
  console.log(layout(toDoc(sample), w));
}
