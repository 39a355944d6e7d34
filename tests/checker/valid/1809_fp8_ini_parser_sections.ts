type IniValue = string | number | boolean;
type IniSection = Map<string, IniValue>;
type IniDoc = Map<string, IniSection>;

class IniError extends Error {
  constructor(public readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "IniError";
  }
}

function coerce(raw: string): IniValue {
  const v = raw.trim();
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^(false|no|off)$/i.test(v)) return false;
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  const m = /^"(.*)"$/.exec(v);
  return m ? m[1] : v;
}

function parseIni(src: string): IniDoc {
  const doc: IniDoc = new Map([["", new Map()]]);
  let current = doc.get("")!;
  src.split("\n").forEach((rawLine, idx) => {
    const line = rawLine.replace(/[;#].*$/, "").trim();
    if (!line) return;
    const sec = line.match(/^\[([^\]]+)\]$/);
    if (sec) {
      const name = sec[1].trim();
      current = doc.get(name) ?? new Map();
      doc.set(name, current);
      return;
    }
    const eq = line.indexOf("=");
    if (eq < 0) throw new IniError(idx + 1, `expected key = value, got "${line}"`);
    current.set(line.slice(0, eq).trim(), coerce(line.slice(eq + 1)));
  });
  return doc;
}

function stringify(doc: IniDoc): string {
  const parts: string[] = [];
  for (const [name, sec] of doc) {
    if (sec.size === 0) continue;
    if (name) parts.push(`[${name}]`);
    for (const [k, v] of sec) parts.push(`${k} = ${typeof v === "string" && v.includes(" ") ? JSON.stringify(v) : v}`);
    parts.push("");
  }
  return parts.join("\n");
}

const text = `
; global
debug = on
[server]
host = example.org
port = 8443   # tls
[paths]
root = "/var/www/my site"
cache=/tmp
[server]
workers = 4
`;

const doc = parseIni(text);
console.log(doc.get("server")?.get("port"), typeof doc.get("server")?.get("workers"));
console.log(stringify(doc));
try {
  parseIni("[a]\nbroken line");
} catch (e) {
  if (e instanceof IniError) console.log(e.name, e.line, e.message);
  else throw e;
}
const asObject = Object.fromEntries([...doc].map(([k, s]) => [k || "(global)", Object.fromEntries(s)]));
console.log(JSON.stringify(asObject));
