// Text templating with placeholders {{name|filter}}, filters table, and strict missing-key reporting.
type Filter = (value: string, arg?: string) => string;
const FILTERS: Record<string, Filter> = {
  upper: (v) => v.toUpperCase(),
  lower: (v) => v.toLowerCase(),
  trim: (v) => v.trim(),
  pad: (v, arg) => v.padStart(Number(arg ?? "0")),
  money: (v) => new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" }).format(Number(v)),
  default: (v, arg) => (v === "" ? (arg ?? "") : v),
};

class TemplateError extends Error {
  constructor(readonly problems: { kind: "missing" | "filter"; name: string; at: number }[]) {
    super(`${problems.length} template problem(s)`);
  }
}

type Context = { [key: string]: string | number | boolean | null | Context };

function lookup(ctx: Context, path: string): string | undefined {
  let cur: Context[string] | undefined = ctx;
  for (const part of path.split(".")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = cur[part];
  }
  return cur === undefined || cur === null || typeof cur === "object" ? undefined : String(cur);
}

function render(tpl: string, ctx: Context, strict = false): string {
  const problems: TemplateError["problems"] = [];
  const out = tpl.replace(/\{\{\s*(?<path>[\w.]+)(?<filters>(?:\s*\|\s*\w+(?::[^|}]+)?)*)\s*\}\}/g, (whole, path: string, filters: string, offset: number) => {
    let value = lookup(ctx, path);
    if (value === undefined) {
      problems.push({ kind: "missing", name: path, at: offset });
      value = "";
    }
    for (const f of filters.split("|").map((s) => s.trim()).filter(Boolean)) {
      const [name, arg] = f.split(":");
      const fn = FILTERS[name];
      if (!fn) {
        problems.push({ kind: "filter", name, at: offset });
        continue;
      }
      value = fn(value, arg);
    }
    return value;
  });
  if (strict && problems.length) throw new TemplateError(problems);
  return out;
}

const ctx: Context = { user: { first: " ada ", last: "Lovelace", vip: true }, order: { total: 1234.5, id: 77 }, note: null };
const tpl = "Dear {{ user.first | trim | upper }} {{user.last}}, order #{{order.id|pad:5}} totals {{order.total|money}}.{{note|default:No note}} {{user.vip}}";
console.log(render(tpl, ctx));
try {
  render("Hi {{user.middle}} {{order.total|round}} {{ user.first }}", ctx, true);
} catch (e) {
  if (!(e instanceof TemplateError)) throw e;
  console.log(e.message);
  for (const p of e.problems) console.log(` - ${p.kind} '${p.name}' at ${p.at}`);
}
