type Money = number & { readonly __brand?: "cents" };
const cents = (n: number) => Math.round(n) as Money;

interface LineItem { sku: string; qty: number; unit: Money; category: "food" | "book" | "tech" }
interface Order { id: string; customer: { tier: "basic" | "gold" | "platinum"; country: string }; items: LineItem[]; coupon?: string }

type Adjustment = { label: string; amount: Money };
type Rule = (o: Order, subtotal: Money) => Adjustment | null;

const TIER_DISCOUNT: { readonly [K in Order["customer"]["tier"]]: number } = { basic: 0, gold: 0.05, platinum: 0.1 };
const TAX: Partial<Record<string, Partial<Record<LineItem["category"], number>>>> = {
  DE: { food: 0.07, book: 0.07, tech: 0.19 },
  US: { tech: 0.08 },
};

const rules: Rule[] = [
  (o, sub) => (TIER_DISCOUNT[o.customer.tier] ? { label: `${o.customer.tier} discount`, amount: cents(-sub * TIER_DISCOUNT[o.customer.tier]) } : null),
  (o) => {
    const books = o.items.filter((i) => i.category === "book").reduce((n, i) => n + i.qty, 0);
    return books >= 3 ? { label: "3+ books", amount: cents(-500) } : null;
  },
  (o, sub) => {
    if (!o.coupon) return null;
    const m = /^SAVE(\d{1,2})$/.exec(o.coupon);
    return m ? { label: `coupon ${o.coupon}`, amount: cents((-sub * Number(m[1])) / 100) } : { label: `invalid coupon ${o.coupon}`, amount: cents(0) };
  },
  (o) => {
    const rates = TAX[o.customer.country];
    if (!rates) return null;
    const tax = o.items.reduce((t, i) => t + i.qty * i.unit * (rates[i.category] ?? 0), 0);
    return { label: `tax ${o.customer.country}`, amount: cents(tax) };
  },
  (o, sub) => (sub >= 5000 ? null : { label: "shipping", amount: cents(o.customer.country === "US" ? 799 : 499) }),
];

function price(o: Order) {
  const subtotal = cents(o.items.reduce((s, i) => s + i.qty * i.unit, 0));
  const adjustments = rules.map((r) => r(o, subtotal)).filter((a): a is Adjustment => a !== null && a.amount !== 0);
  const total = cents(adjustments.reduce((t, a) => t + a.amount, subtotal));
  return { subtotal, adjustments, total };
}

const fmt = (m: Money) => `${m < 0 ? "-" : ""}$${(Math.abs(m) / 100).toFixed(2)}`;
const orders: Order[] = [
  { id: "A", customer: { tier: "gold", country: "DE" }, items: [{ sku: "b1", qty: 3, unit: cents(1299), category: "book" }, { sku: "f1", qty: 2, unit: cents(350), category: "food" }] },
  { id: "B", customer: { tier: "basic", country: "US" }, items: [{ sku: "t1", qty: 1, unit: cents(89900), category: "tech" }], coupon: "SAVE15" },
  { id: "C", customer: { tier: "platinum", country: "FR" }, items: [{ sku: "f2", qty: 1, unit: cents(250), category: "food" }], coupon: "FREE" },
];
for (const o of orders) {
  const { subtotal, adjustments, total } = price(o);
  console.log(`order ${o.id}: subtotal ${fmt(subtotal)}`);
  adjustments.forEach((a) => console.log(`  ${a.label.padEnd(18)} ${fmt(a.amount).padStart(10)}`));
  console.log(`  ${"total".padEnd(18)} ${fmt(total).padStart(10)}`);
}
