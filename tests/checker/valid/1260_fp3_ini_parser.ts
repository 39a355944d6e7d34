type IniValue = string | number | boolean;
type Ini = Record<string, Record<string, IniValue>>;

function parseValue(raw: string): IniValue {
  const v = raw.trim();
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^(false|no|off)$/i.test(v)) return false;
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  const quoted = /^"(.*)"$/.exec(v);
  return quoted ? quoted[1].replace(/\\n/g, "\n").replace(/\\"/g, '"') : v;
}

function parseIni(text: string): { data: Ini; warnings: string[] } {
  const data: Ini = {};
  const warnings: string[] = [];
  let section = "global";
  text.split(/\r?\n/).forEach((line, i) => {
    const l = line.replace(/[;#].*$/, "").trim();
    if (!l) return;
    const sec = /^\[(?<name>[^\]]+)\]$/.exec(l);
    if (sec?.groups) {
      section = sec.groups.name.trim().toLowerCase();
      data[section] ??= {};
      return;
    }
    const kv = /^(?<key>[\w.-]+)\s*=\s*(?<value>.*)$/.exec(l);
    if (!kv?.groups) {
      warnings.push(`line ${i + 1}: cannot parse "${line.trim()}"`);
      return;
    }
    (data[section] ??= {})[kv.groups.key] = parseValue(kv.groups.value);
  });
  return { data, warnings };
}

function stringify(ini: Ini): string {
  return Object.entries(ini)
    .map(([name, kv]) => {
      const body = Object.entries(kv)
        .map(([k, v]) => `${k} = ${typeof v === "string" && /[\s"]/.test(v) ? JSON.stringify(v) : v}`)
        .join("\n");
      return `[${name}]\n${body}`;
    })
    .join("\n\n");
}

const src = `
name = demo ; top level
[Server]
host = example.com
port = 8080
debug = yes
motd = "Hello \\"world\\"\\nWelcome"
# comment line
[database]
url=postgres://db:5432/app
pool.size = 10
timeout = 2.5
this line is broken
[ server ]
tls = off
`;
const { data, warnings } = parseIni(src);
console.log(JSON.stringify(data, null, 1));
console.log(warnings);
const port = data.server?.port;
console.log(typeof port === "number" ? port + 1 : "no port", data.server.motd);
console.log(stringify(data));
const flat = Object.entries(data).flatMap(([s, kv]) => Object.keys(kv).map((k) => `${s}.${k}`));
console.log(flat.sort().join(", "));
