type Ctx = { [key: string]: string | number | boolean | Ctx | Ctx[] | undefined };

const filters: Record<string, (v: string) => string> = {
  upper: (v) => v.toUpperCase(),
  lower: (v) => v.toLowerCase(),
  trim: (v) => v.trim(),
  title: (v) => v.replace(/\b\w/g, (c) => c.toUpperCase()),
};

function lookup(ctx: Ctx, path: string): unknown {
  return path.split(".").reduce<unknown>((cur, key) => {
    if (cur && typeof cur === "object" && key in cur) return (cur as Record<string, unknown>)[key];
    return undefined;
  }, ctx);
}

function render(tpl: string, ctx: Ctx): string {
  const withLoops = tpl.replace(
    /\{\{#each (?<name>[\w.]+)\}\}(?<body>[\s\S]*?)\{\{\/each\}\}/g,
    (...args: unknown[]) => {
      const groups = args[args.length - 1] as { name: string; body: string };
      const list = lookup(ctx, groups.name);
      if (!Array.isArray(list)) return "";
      return list.map((item: Ctx, i: number) => render(groups.body, { ...ctx, it: item, index: i + 1 })).join("");
    },
  );
  return withLoops.replace(/\{\{\s*([\w.]+)((?:\s*\|\s*\w+)*)\s*\}\}/g, (_all, path: string, pipes: string) => {
    const value = lookup(ctx, path);
    let text = value === undefined ? "" : String(value);
    for (const f of pipes.split("|").map((p) => p.trim()).filter(Boolean)) {
      const fn = filters[f];
      if (!fn) throw new Error(`unknown filter "${f}"`);
      text = fn(text);
    }
    return text;
  });
}

const tpl = `Dear {{ user.name | title }},
Your order #{{order.id}} ({{ order.status | upper }}) contains:
{{#each order.items}}  {{index}}. {{it.name}} x{{it.qty}}
{{/each}}Total: {{order.total}}{{ missing }}.`;

const ctx: Ctx = {
  user: { name: "ada lovelace" },
  order: {
    id: 1042,
    status: "shipped",
    total: "49.90",
    items: [{ name: "Notebook", qty: 2 }, { name: "Pen", qty: 10 }],
  },
};
console.log(render(tpl, ctx));
try {
  render("{{ user.name | reverse }}", ctx);
} catch (e) {
  console.log((e as Error).message);
}
console.log(render("{{a}}-{{b | lower}}", { a: 1, b: "XyZ" }));
