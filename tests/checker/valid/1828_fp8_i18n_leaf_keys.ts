type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends Record<string, unknown>
    ? Leaves<T[K], `${P}${K}.`>
    : `${P}${K}`;
}[keyof T & string];

const messages = {
  app: { title: "Inventory", footer: "(c) {year} {company}" },
  errors: { notFound: "No item {id}", network: { offline: "You are offline", timeout: "Timed out after {ms} ms" } },
  greet: "Hello, {name}!",
};

type MessageKey = Leaves<typeof messages>;
type Params = Record<string, string | number>;

function lookup(key: MessageKey): string {
  const v = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], messages);
  if (typeof v !== "string") throw new Error(`missing message ${key}`);
  return v;
}

function t(key: MessageKey, params: Params = {}): string {
  return lookup(key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function placeholders(tpl: string): string[] {
  return [...tpl.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

function allKeys(obj: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v !== null && typeof v === "object" ? allKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

console.log(t("greet", { name: "Ada" }));
console.log(t("app.footer", { year: 2024, company: "ACME" }));
console.log(t("errors.network.timeout", { ms: 1500 }));
console.log(t("errors.notFound"));
const keys = allKeys(messages) as MessageKey[];
const report = keys.map((k) => ({ key: k, params: placeholders(lookup(k)) })).filter((r) => r.params.length > 0);
console.log(report.map((r) => `${r.key}: ${r.params.join(", ")}`).join("\n"));

const counts = new Map<number, MessageKey[]>();
for (const k of keys) {
  const depth = k.split(".").length;
  counts.set(depth, [...(counts.get(depth) ?? []), k]);
}
console.log([...counts].sort(([a], [b]) => a - b).map(([d, ks]) => `${d}: ${ks.length}`).join("; "));
