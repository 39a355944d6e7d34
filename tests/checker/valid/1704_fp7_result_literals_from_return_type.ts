// Parsing CLI-style flags into typed results whose literals come from the declared return type.
type Ok<T> = { readonly ok: true; readonly value: T };
type Err<E> = { readonly ok: false; readonly error: E };
type Result<T, E = string> = Ok<T> | Err<E>;

const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const err = <E>(error: E): Err<E> => ({ ok: false, error });

type LogLevel = "debug" | "info" | "warn" | "error";
type Format = "json" | "text";
type Port = 80 | 443 | 8080;

function parseLevel(s: string): Result<LogLevel> {
  switch (s.toLowerCase()) {
    case "debug":
      return ok("debug");
    case "info":
    case "":
      return ok("info");
    case "warn":
    case "warning":
      return ok("warn");
    case "error":
      return ok("error");
    default:
      return err(`unknown level '${s}'`);
  }
}

function parseFormat(s: string): Result<Format, { flag: "format"; got: string }> {
  if (s === "json") return ok("json");
  if (s === "text" || s === "plain") return ok("text");
  return err({ flag: "format", got: s });
}

function parsePort(s: string): Result<Port> {
  const n = Number(s);
  if (n === 80) return ok(80);
  if (n === 443) return ok(443);
  if (n === 8080) return ok(8080);
  return err(`port must be 80, 443 or 8080, got ${s}`);
}

interface Options {
  level: LogLevel;
  format: Format;
  port: Port;
}

function parseArgs(argv: string[]): Result<Options, string[]> {
  const flags = new Map<string, string>();
  for (const a of argv) {
    const [k, v = ""] = a.replace(/^--/, "").split("=");
    flags.set(k, v);
  }
  const level = parseLevel(flags.get("level") ?? "info");
  const format = parseFormat(flags.get("format") ?? "text");
  const port = parsePort(flags.get("port") ?? "80");
  const problems: string[] = [];
  if (!level.ok) problems.push(level.error);
  if (!format.ok) problems.push(`--${format.error.flag}: bad value ${format.error.got}`);
  if (!port.ok) problems.push(port.error);
  if (!level.ok || !format.ok || !port.ok) return err(problems);
  return ok({ level: level.value, format: format.value, port: port.value });
}

const runs = [
  ["--level=debug", "--format=json", "--port=443"],
  ["--level=WARNING"],
  ["--level=loud", "--format=xml", "--port=22"],
];
for (const argv of runs) {
  const r = parseArgs(argv);
  console.log(r.ok ? JSON.stringify(r.value) : `errors: ${r.error.join("; ")}`);
}
