// Parse key=value config lines, validate with assertion functions, print a normalised config.
const TEXT = `
# service config
name = billing-worker
replicas=3
timeout_ms = 2500
enabled = true
regions = eu-west-1, us-east-1 ,ap-south-1
retry.backoff = 1.5
retry.max = 4
`;

type Scalar = string | number | boolean;
type Config = { [key: string]: Scalar | string[] | Config };

function assert(cond: unknown, msg: string): asserts cond {
  if (!cond) throw new Error(msg);
}

function assertIsNumber(v: Scalar | string[] | Config | undefined, key: string): asserts v is number {
  if (typeof v !== "number") throw new TypeError(`${key} must be a number, got ${typeof v}`);
}

function parseValue(raw: string): Scalar | string[] {
  if (raw.includes(",")) return raw.split(",").map((s) => s.trim()).filter(Boolean);
  if (raw === "true" || raw === "false") return raw === "true";
  const n = Number(raw);
  return Number.isFinite(n) && raw !== "" ? n : raw;
}

function setPath(cfg: Config, path: string[], value: Scalar | string[]): void {
  let node = cfg;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    if (next === undefined) {
      const child: Config = {};
      node[part] = child;
      node = child;
    } else if (typeof next === "object" && !Array.isArray(next)) {
      node = next;
    } else {
      throw new Error(`${part} is not a section`);
    }
  }
  const leaf = path.at(-1);
  assert(leaf !== undefined, "empty key");
  node[leaf] = value;
}

const config: Config = {};
const pattern = /^\s*(?<key>[\w.]+)\s*=\s*(?<value>.*?)\s*$/;
let lineNo = 0;
for (const line of TEXT.split("\n")) {
  lineNo++;
  if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
  const m = pattern.exec(line);
  if (!m?.groups) {
    console.log(`line ${lineNo}: cannot parse`);
    continue;
  }
  setPath(config, m.groups.key.split("."), parseValue(m.groups.value));
}

assertIsNumber(config.replicas, "replicas");
const replicas: number = config.replicas;
assertIsNumber(config.timeout_ms, "timeout_ms");
const retry = config.retry;
assert(typeof retry === "object" && !Array.isArray(retry), "retry must be a section");
assertIsNumber(retry.max, "retry.max");
assertIsNumber(retry.backoff, "retry.backoff");

const delays: number[] = [];
for (let i = 0, d = config.timeout_ms; i < retry.max; i++, d *= retry.backoff) delays.push(Math.round(d));

function render(cfg: Config, indent = 0): string[] {
  const pad = " ".repeat(indent);
  return Object.entries(cfg).flatMap(([k, v]) =>
    typeof v === "object" && !Array.isArray(v)
      ? [`${pad}[${k}]`, ...render(v, indent + 2)]
      : [`${pad}${k}: ${Array.isArray(v) ? v.join(" | ") : JSON.stringify(v)}`]);
}
console.log(render(config).join("\n"));
console.log("replicas x delays:", replicas, delays);
