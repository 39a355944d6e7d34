// A dependency-free INI/TOML-ish parser with sections, typed lookups via overloads, and error lines.
type Scalar = string | number | boolean;
class ParseError extends SyntaxError {
  constructor(readonly line: number, readonly text: string, reason: string) {
    super(`line ${line}: ${reason} (${JSON.stringify(text)})`);
  }
}

class Ini {
  #sections = new Map<string, Map<string, Scalar>>();
  static parse(src: string): { ini: Ini; errors: ParseError[] } {
    const ini = new Ini();
    const errors: ParseError[] = [];
    let section = "";
    src.split(/\r?\n/).forEach((raw, idx) => {
      const line = raw.replace(/\s*[;#].*$/, "").trim();
      if (!line) return;
      const header = line.match(/^\[(?<name>[\w.-]+)\]$/);
      if (header?.groups) {
        section = header.groups.name;
        return;
      }
      const kv = line.match(/^(?<key>[\w-]+)\s*=\s*(?<val>.+)$/);
      if (!kv?.groups) {
        errors.push(new ParseError(idx + 1, raw, "expected key = value"));
        return;
      }
      ini.set(section, kv.groups.key, Ini.scalar(kv.groups.val));
    });
    return { ini, errors };
  }
  private static scalar(v: string): Scalar {
    if (/^".*"$/.test(v)) return v.slice(1, -1);
    if (v === "true" || v === "false") return v === "true";
    if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
    return v;
  }
  set(section: string, key: string, value: Scalar): void {
    let s = this.#sections.get(section);
    if (!s) this.#sections.set(section, (s = new Map()));
    s.set(key, value);
  }
  get(path: string, kind: "number"): number | undefined;
  get(path: string, kind: "boolean"): boolean | undefined;
  get(path: string, kind?: "string"): string | undefined;
  get(path: string, kind: "string" | "number" | "boolean" = "string"): Scalar | undefined {
    const dot = path.lastIndexOf(".");
    const v = this.#sections.get(dot < 0 ? "" : path.slice(0, dot))?.get(path.slice(dot + 1));
    return typeof v === kind ? v : undefined;
  }
  get sectionNames(): string[] {
    return [...this.#sections.keys()].map((s) => s || "(root)");
  }
}

const SRC = `
title = "demo"  ; inline comment
[server]
host = example.org
port = 8443
tls = true
[server.limits]
rps = 12.5
burst 20
[db]
url = "postgres://db/app"
pool = 4
`;
const { ini, errors } = Ini.parse(SRC);
const port = ini.get("server.port", "number");
const tls = ini.get("server.tls", "boolean");
const host = ini.get("server.host");
console.log(`${tls ? "https" : "http"}://${host ?? "localhost"}:${port ?? 80}/`);
console.log("rps", ini.get("server.limits.rps", "number")?.toFixed(1), "pool", (ini.get("db.pool", "number") ?? 1) * 2);
console.log("title:", ini.get("title")?.toUpperCase(), "| missing:", ini.get("db.user") ?? "-", "| wrong type:", ini.get("db.url", "number"));
console.log("sections:", ini.sectionNames.join(", "));
for (const e of errors) console.log(e.name, e.line, e.message);
