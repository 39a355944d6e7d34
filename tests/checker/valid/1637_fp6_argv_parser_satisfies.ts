// Command-line style argument parser for a tool call: flags, typed options, positional args and help text.
type OptType = "string" | "number" | "boolean" | "list";
interface OptSpec { type: OptType; alias?: string; default?: string | number | boolean | string[]; help: string }
type Parsed = { [name: string]: string | number | boolean | string[] | undefined };

class UsageError extends Error {
  constructor(message: string, readonly arg?: string) {
    super(arg === undefined ? message : `${message}: ${arg}`);
  }
}

const SPEC = {
  output: { type: "string", alias: "o", help: "output file" },
  limit: { type: "number", alias: "n", default: 10, help: "max rows" },
  verbose: { type: "boolean", alias: "v", default: false, help: "chatty output" },
  tag: { type: "list", alias: "t", default: [], help: "filter tag (repeatable)" },
} satisfies Record<string, OptSpec>;

function parseArgs(argv: readonly string[], spec: Record<string, OptSpec>): { opts: Parsed; rest: string[] } {
  const byAlias = new Map(Object.entries(spec).flatMap(([name, s]) => (s.alias ? [[s.alias, name] as const] : [])));
  const opts: Parsed = Object.fromEntries(Object.entries(spec).map(([k, s]) => [k, Array.isArray(s.default) ? [...s.default] : s.default]));
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      rest.push(...argv.slice(i + 1));
      break;
    }
    const m = /^(?:--(?<long>[a-z][\w-]*)|-(?<short>[a-z]))(?:=(?<inline>.*))?$/.exec(arg);
    if (!m?.groups) {
      rest.push(arg);
      continue;
    }
    const name = m.groups.long ?? byAlias.get(m.groups.short ?? "");
    const s = name === undefined ? undefined : spec[name];
    if (!name || !s) throw new UsageError("unknown option", arg);
    if (s.type === "boolean") {
      opts[name] = m.groups.inline === undefined ? true : m.groups.inline !== "false";
      continue;
    }
    const value = m.groups.inline ?? argv[++i];
    if (value === undefined) throw new UsageError("missing value for", arg);
    if (s.type === "number") {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new UsageError("not a number", value);
      opts[name] = n;
    } else if (s.type === "list") {
      const cur = opts[name];
      opts[name] = [...(Array.isArray(cur) ? cur : []), ...value.split(",")];
    } else {
      opts[name] = value;
    }
  }
  return { opts, rest };
}

function help(spec: Record<string, OptSpec>): string {
  return Object.entries(spec)
    .map(([name, s]) => `  ${(s.alias ? `-${s.alias}, ` : "    ") + `--${name}`.padEnd(12)} ${s.help}${s.default !== undefined ? ` (default ${JSON.stringify(s.default)})` : ""}`)
    .join("\n");
}

const cases = [
  ["report.csv", "-n", "25", "--tag=a,b", "-t", "c", "-v"],
  ["--output", "out.json", "--verbose=false", "--", "-n", "x"],
  ["--limit", "ten"],
  ["--colour", "red"],
  ["-o"],
];
for (const argv of cases) {
  try {
    const { opts, rest } = parseArgs(argv, SPEC);
    console.log(JSON.stringify(opts), "rest:", rest);
  } catch (e) {
    console.log("usage error:", e instanceof UsageError ? `${e.message}${e.arg ? ` [${e.arg}]` : ""}` : e);
  }
}
console.log(help(SPEC));
