class HttpError extends Error {
  constructor(public status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "HttpError";
  }
}

function toMessage(e: unknown): string {
  if (e instanceof HttpError) return `HTTP ${e.status}: ${e.message}`;
  if (e instanceof Error && "code" in e) return `${e.name}[${String(e.code)}]: ${e.message}`;
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  if (typeof e === "object" && e !== null && "message" in e && typeof e.message === "string") return `object: ${e.message}`;
  if (e === undefined || e === null) return "nothing thrown";
  return `thrown ${typeof e}: ${String(e)}`;
}

function rootCause(e: unknown): unknown {
  let cur = e;
  const seen = new Set<unknown>();
  while (cur instanceof Error && cur.cause !== undefined && !seen.has(cur)) {
    seen.add(cur);
    cur = cur.cause;
  }
  return cur;
}

const thrown: unknown[] = [
  new HttpError(404, "not found"),
  Object.assign(new Error("disk full"), { code: "ENOSPC" }),
  new TypeError("bad arg"),
  { message: "plain object" },
  "a string",
  42,
  null,
  undefined,
  new HttpError(502, "bad gateway", { cause: new Error("upstream", { cause: new RangeError("timeout 30s") }) }),
];
for (const t of thrown) console.log(toMessage(t));
const last = thrown[thrown.length - 1];
console.log("root:", toMessage(rootCause(last)));

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, error: e instanceof SyntaxError ? "syntax: " + e.message.split("\n")[0] : toMessage(e) };
  }
}
for (const s of ['{"a":1}', "[1,", "null", '"str"']) {
  const r = parseJson(s);
  if (!r.ok) {
    console.log("error", r.error.length > 0);
    continue;
  }
  const v = r.value;
  if (v === null) console.log("null value");
  else if (typeof v === "object") console.log("object keys", Object.keys(v));
  else console.log("scalar", typeof v, v);
}
function assertIsString(v: unknown, name: string): asserts v is string {
  if (typeof v !== "string") throw new TypeError(`${name} must be a string, got ${v === null ? "null" : typeof v}`);
}
const cfg: Record<string, unknown> = { host: "db", port: 5432 };
try {
  assertIsString(cfg.host, "host");
  console.log(cfg.host.toUpperCase());
  assertIsString(cfg.port, "port");
} catch (e) {
  console.log(toMessage(e));
}
