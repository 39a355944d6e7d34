// Indexes built with new Map(xs.map(...)) and Object.fromEntries(xs.map(...)): the entries are
// tuples, so the maps are typed by their keys and values.
interface Product { sku: string; name: string; price: number; tags: string[]; supplierId?: number }
interface Supplier { id: number; name: string; country: string }

async function loadCatalog(): Promise<{ products: Product[]; suppliers: Supplier[] }> {
  return {
    products: [
      { sku: "A1", name: "Desk", price: 240, tags: ["office", "wood"], supplierId: 1 },
      { sku: "B2", name: "Chair", price: 120, tags: ["office"], supplierId: 2 },
      { sku: "C3", name: "Lamp", price: 35.5, tags: ["light", "office"] },
      { sku: "D4", name: "Shelf", price: 89, tags: ["wood"], supplierId: 1 },
    ],
    suppliers: [
      { id: 1, name: "Nordic Wood", country: "SE" },
      { id: 2, name: "SitWell", country: "DE" },
    ],
  };
}

const { products, suppliers } = await loadCatalog();
const bySku = new Map(products.map((p) => [p.sku, p]));
const supplierById = new Map(suppliers.map((s) => [s.id, s] as const));
const priceOf = Object.fromEntries(products.map((p) => [p.sku, p.price]));
const nameOf = Object.fromEntries(suppliers.map(({ id, name }) => [id, name.toUpperCase()]));
const byTag = new Map<string, Product[]>();
for (const [tag, p] of products.flatMap((p) => p.tags.map((t) => [t, p] as const))) {
  byTag.set(tag, [...(byTag.get(tag) ?? []), p]);
}

const desk = bySku.get("A1");
console.log(desk ? `${desk.name} ${desk.price.toFixed(2)}` : "no desk");
const supplierOfChair = supplierById.get(bySku.get("B2")?.supplierId ?? -1);
console.log(supplierOfChair?.name ?? "unknown", supplierOfChair?.country.toLowerCase());
const cheapest = Object.entries(priceOf).sort(([, a], [, b]) => a - b)[0];
console.log("cheapest:", cheapest[0], cheapest[1].toFixed(2), "| supplier 1:", nameOf[1]);
const total = [...bySku.values()].reduce((s, p) => s + p.price, 0);
console.log("catalog value", total.toLocaleString("en-US", { style: "currency", currency: "USD" }));
const countries = new Map(
  products.map((p) => [p.sku, p.supplierId === undefined ? "n/a" : supplierById.get(p.supplierId)?.country ?? "?"]),
);
for (const [sku, c] of countries) console.log(sku, c.padStart(4));
const tagRows = [...byTag].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
console.log(tagRows.map(([t, ps]) => `${t}:${ps.map((p) => p.sku).join("+")}`).join(" "));
const ranks = new Map(products.toSorted((a, b) => b.price - a.price).map((p, i) => [p.sku, i + 1]));
console.log([...ranks].map(([s, r]) => `${s}#${r}`).join(" "), (ranks.get("C3") ?? 0) + 100);
const pairs = Object.fromEntries(products.map((p) => (p.price > 100 ? [p.sku, "premium"] : [p.sku, "basic"])));
console.log(Object.values(pairs).filter((v) => v === "premium").length);
