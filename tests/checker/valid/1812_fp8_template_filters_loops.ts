type Vars = { [name: string]: string | number | boolean | Vars | Vars[] | undefined };

function lookup(vars: Vars, path: string): unknown {
  return path.split(".").reduce<unknown>((cur, key) => {
    if (cur !== null && typeof cur === "object" && key in cur) {
      return (cur as Record<string, unknown>)[key];
    }
    return undefined;
  }, vars);
}

type Filter = (v: unknown, arg?: string) => unknown;
const filters: Record<string, Filter> = {
  upper: (v) => String(v).toUpperCase(),
  lower: (v) => String(v).toLowerCase(),
  default: (v, arg) => (v === undefined || v === "" ? arg ?? "" : v),
  fixed: (v, arg) => (typeof v === "number" ? v.toFixed(Number(arg ?? 2)) : v),
  json: (v) => JSON.stringify(v),
};

function render(tpl: string, vars: Vars): string {
  const withLoops = tpl.replace(/\{\{#each (\w[\w.]*)\}\}([\s\S]*?)\{\{\/each\}\}/g, (_m, path: string, body: string) => {
    const list = lookup(vars, path);
    if (!Array.isArray(list)) return "";
    return list.map((item, i) => render(body, { ...vars, this: item as Vars, index: i })).join("");
  });
  return withLoops.replace(/\{\{\s*([\w.]+)((?:\s*\|\s*\w+(?::[^|}]+)?)*)\s*\}\}/g, (_all, path: string, chain: string) => {
    let value = lookup(vars, path);
    for (const part of chain.split("|").map((s) => s.trim()).filter(Boolean)) {
      const [name, arg] = part.split(":");
      const f = filters[name];
      if (!f) throw new Error(`unknown filter '${name}'`);
      value = f(value, arg);
    }
    return value === undefined ? "" : String(value);
  });
}

const data: Vars = {
  user: { name: "Ada", plan: "pro" },
  total: 41.5,
  items: [{ sku: "A-1", qty: 2 }, { sku: "B-7", qty: 1 }],
  note: "",
};

console.log(render("Hi {{ user.name | upper }}, plan={{user.plan}}", data));
console.log(render("Total: {{ total | fixed:1 }} ({{missing | default:n/a}})", data));
console.log(render("{{#each items}}- #{{index}} {{this.sku}} x{{this.qty}}\n{{/each}}", data));
console.log(render("note='{{note|default:none}}' raw={{user|json}}", data));
try {
  render("{{ user.name | shout }}", data);
} catch (e) {
  console.log(e instanceof Error ? e.message : e);
}
