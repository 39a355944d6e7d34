type Currency = "usd" | "eur" | "gbp";
const rates: Record<Currency, number> = { usd: 1, eur: 0.92, gbp: 0.79 };

function mapValues<K extends string, V, W>(obj: Record<K, V>, fn: (v: V, k: K) => W): Record<K, W> {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, fn(v as V, k as K)])) as Record<K, W>;
}

function invert<K extends string, V extends string | number>(obj: Record<K, V>): Record<string, K> {
  const out: Record<string, K> = {};
  for (const [k, v] of Object.entries(obj) as [K, V][]) out[String(v)] = k;
  return out;
}

const inverse = mapValues(rates, (r) => +(1 / r).toFixed(4));
console.log(inverse, invert(rates));

const prices = new Map<string, number>([["apple", 1.2], ["pear", 0.8], ["kiwi", 2.5]]);
const cheap = new Map([...prices].filter(([, p]) => p < 2));
const asObj = Object.fromEntries(prices);
const back = new Map(Object.entries(asObj));
console.log(cheap, asObj, back.get("kiwi"), [...back.keys()].join("/"));

const tags = new Set(["b", "a", "c", "a"]);
const sortedTags = new Set([...tags].sort());
console.log([...sortedTags], [...tags.entries()][0], Array.from(tags, (t) => t.charCodeAt(0)));

const inventory = [
  { sku: "x1", cat: "tools", qty: 3 },
  { sku: "y2", cat: "toys", qty: 0 },
  { sku: "z3", cat: "tools", qty: 7 },
];
const byCat = inventory.reduce((m, item) => {
  const arr = m.get(item.cat) ?? [];
  arr.push(item);
  return m.set(item.cat, arr);
}, new Map<string, typeof inventory>());
const summary = Object.fromEntries(
  Array.from(byCat, ([cat, items]) => [cat, { count: items.length, qty: items.reduce((s, i) => s + i.qty, 0) }]),
);
console.log(summary);

const deep = { when: new Date(0), list: [1, { x: new Map([["k", new Set([1, 2])]]) }], nested: { a: [1, 2] } };
const copy = structuredClone(deep);
copy.nested.a.push(3);
console.log(deep.nested.a, copy.nested.a, copy.when instanceof Date, copy.when.getTime());
const inner = copy.list[1];
console.log(typeof inner === "object" ? inner.x.get("k")?.has(2) : inner);
const keys = Object.keys(rates) as Currency[];
const total = keys.reduce((s, k) => s + rates[k], 0);
console.log(keys, total.toFixed(2), Object.values(rates).every((v) => v > 0));
