// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Coupon =
  | { type: "percent"; pct: number; minTotal?: number }
  | { type: "fixed"; amount: number; minTotal?: number }
  | { type: "bogo"; sku: string }
  | { type: "freeShipping" };

interface CartLine { sku: string; unit: number; qty: number }
interface Cart { lines: CartLine[]; shipping: number; coupons: Coupon[] }

const subtotal = (c: Cart) => c.lines.reduce((s, l) => s + l.unit * l.qty, 0);

function discountFor(c: Cart, cp: Coupon): number {
  const sub = subtotal(c);
  switch (cp.type) {
    case "percent":
      return sub >= (cp.minTotal ?? 0) ? +(sub * (cp.pct / 100)).toFixed(2) : 0;
    case "fixed":
      return sub >= (cp.minTotal ?? 0) ? Math.min(cp.amount, sub) : 0;
    case "bogo": {
      const line = c.lines.find((l) => l.sku === cp.sku);
      return line ? Math.floor(line.qty / 2) * line.unit : 0;
    }
    case "freeShipping":
      return c.shipping;
    default: {
      const never: never = cp;
      throw new Error(`unknown coupon ${JSON.stringify(never)}`);
    }
  }
}

function checkout(c: Cart) {
  const applied = c.coupons.map((cp) => ({ cp, off: discountFor(c, cp) })).filter((x) => x.off > 0);
  const best = applied.reduce<{ cp: Coupon; off: number } | null>((b, x) => (!b || x.off > b.off ? x : b), null);
  const sub = subtotal(c);
  const total = +(sub + c.shipping - (best?.off ?? 0)).toFixed(2);
  return { sub, shipping: c.shipping, coupon: best?.cp.type ?? "none", off: best?.off ?? 0, total };
}

const cart: Cart = {
  lines: [
    { sku: "tee", unit: 15, qty: 3 },
    { sku: "cap", unit: 12.5, qty: 1 },
  ],
  shipping: 4.99,
  coupons: [{ type: "percent", pct: 10 }, { type: "fixed", amount: 20, minTotal: 100 }, { type: "bogo", sku: "tee" }, { type: "freeShipping" }],
};
console.log(checkout(cart));
console.log(checkout({ ...cart, lines: [{ sku: "hoodie", unit: 60, qty: 2 }] }));
console.log(checkout({ ...cart, coupons: [] }));
const labels: Record<Coupon["type"], string> = { percent: "% off", fixed: "$ off", bogo: "2 for 1", freeShipping: "free ship" };
console.log(cart.coupons.map((c) => labels[c.type]).join(", "));
