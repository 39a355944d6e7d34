function describe(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return `array(${v.length}): [${v.map(describe).join(", ")}]`;
  if (v instanceof Date) return `date ${v.toISOString().slice(0, 10)}`;
  if (v instanceof Map) return `map of ${v.size}`;
  if (typeof v === "function") return `function ${v.name || "(anonymous)"}/${v.length}`;
  if (typeof v === "object") {
    const entries = Object.entries(v);
    return `{${entries.map(([k, x]) => `${k}: ${describe(x)}`).join(", ")}}`;
  }
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "bigint") return `${v}n`;
  if (typeof v === "symbol") return v.toString();
  return String(v);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function getPath(v: unknown, path: string): unknown {
  let cur: unknown = v;
  for (const part of path.split(".")) {
    if (Array.isArray(cur) && /^\d+$/.test(part)) cur = cur[Number(part)];
    else if (isRecord(cur)) cur = cur[part];
    else return undefined;
  }
  return cur;
}

const sample: unknown = JSON.parse(`{"user":{"name":"Ada","langs":["en","fr"],"meta":{"age":36,"admin":false}},"n":null}`);
console.log(describe(sample));
console.log(describe([1, "two", [3n], new Date(0), new Map([[1, 2]]), Symbol("s"), undefined, describe]));
for (const p of ["user.name", "user.langs.1", "user.meta.age", "user.meta.zip", "n.x", "user.langs.9"]) {
  const got = getPath(sample, p);
  console.log(p.padEnd(14), typeof got, got === undefined ? "-" : JSON.stringify(got));
}
function toNumber(x: unknown): number | undefined {
  switch (typeof x) {
    case "number":
      return x;
    case "string": {
      const n = Number(x);
      return Number.isNaN(n) ? undefined : n;
    }
    case "boolean":
      return x ? 1 : 0;
    default:
      return undefined;
  }
}
console.log(["4", 2, true, "x", null, {}].map(toNumber));
const maybeFn: unknown = (a: number, b: number) => a + b;
if (typeof maybeFn === "function") console.log(maybeFn(2, 3), maybeFn.length);
const errLike: unknown = { message: "custom", code: 42 };
if (isRecord(errLike) && typeof errLike.message === "string") console.log(errLike.message.toUpperCase(), errLike.code);
const val: unknown = "hello";
if (typeof val === "string" && val.length > 3) console.log(val.slice(0, 3));
