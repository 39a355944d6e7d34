// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Item = { sku: string; name: string; price: number; qty: number; tags: readonly string[] };
type Inventory = ReadonlyMap<string, Item>;

const seed: Item[] = [
  { sku: "A1", name: "bolt", price: 0.1, qty: 500, tags: ["hardware"] },
  { sku: "B2", name: "nut", price: 0.05, qty: 20, tags: ["hardware", "small"] },
  { sku: "C3", name: "drill", price: 79, qty: 2, tags: ["tools", "power"] },
  { sku: "D4", name: "saw", price: 25, qty: 0, tags: ["tools"] },
];

const inv: Inventory = new Map(seed.map((i) => [i.sku, i]));

type Change = { kind: "restock"; sku: string; qty: number } | { kind: "sell"; sku: string; qty: number } | { kind: "reprice"; sku: string; price: number };

function apply(inv: Inventory, ch: Change): { inv: Inventory; error?: string } {
  const item = inv.get(ch.sku);
  if (!item) return { inv, error: `unknown sku ${ch.sku}` };
  let next: Item;
  switch (ch.kind) {
    case "restock":
      next = { ...item, qty: item.qty + ch.qty };
      break;
    case "sell":
      if (ch.qty > item.qty) return { inv, error: `only ${item.qty} ${item.name} left` };
      next = { ...item, qty: item.qty - ch.qty };
      break;
    case "reprice":
      next = { ...item, price: ch.price };
      break;
  }
  const copy = new Map(inv);
  copy.set(ch.sku, next);
  return { inv: copy };
}

const changes: Change[] = [
  { kind: "sell", sku: "B2", qty: 25 },
  { kind: "restock", sku: "B2", qty: 100 },
  { kind: "sell", sku: "B2", qty: 25 },
  { kind: "reprice", sku: "C3", price: 69.99 },
  { kind: "sell", sku: "Z9", qty: 1 },
  { kind: "sell", sku: "C3", qty: 2 },
];

let state = inv;
const errors: string[] = [];
for (const ch of changes) {
  const r = apply(state, ch);
  state = r.inv;
  if (r.error) errors.push(r.error);
}
console.log(errors);
const value = (m: Inventory) => [...m.values()].reduce((s, i) => s + i.price * i.qty, 0);
console.log(value(inv).toFixed(2), value(state).toFixed(2));
const out = [...state.values()].filter((i) => i.qty === 0).map((i) => i.name);
const byTag = [...state.values()].flatMap((i) => i.tags.map((t) => [t, i.qty] as const)).reduce<Record<string, number>>((acc, [t, q]) => ({ ...acc, [t]: (acc[t] ?? 0) + q }), {});
console.log(out, byTag, inv.get("B2")?.qty, state.get("B2")?.qty);
