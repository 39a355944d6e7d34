// Branded types for ids and validated values.
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

type UserId = Brand<string, "UserId">;
type OrderId = Brand<string, "OrderId">;
type Cents = Brand<number, "Cents">;

function userId(s: string): UserId {
  if (!/^u_[a-z0-9]+$/.test(s)) throw new Error(`bad user id: ${s}`);
  return s as UserId;
}

function orderId(s: string): OrderId {
  return s as OrderId;
}

function cents(n: number): Cents {
  if (!Number.isInteger(n)) throw new RangeError(`cents must be an integer: ${n}`);
  return n as Cents;
}

function addCents(a: Cents, b: Cents): Cents {
  return (a + b) as Cents;
}

function formatCents(c: Cents): string {
  const sign = c < 0 ? "-" : "";
  const abs = Math.abs(c);
  return `${sign}$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

interface Order {
  id: OrderId;
  owner: UserId;
  lines: { sku: string; qty: number; unit: Cents }[];
}

function orderTotal(o: Order): Cents {
  return o.lines.reduce((acc, l) => addCents(acc, cents(l.unit * l.qty)), cents(0));
}

const orders: Order[] = [
  { id: orderId("o1"), owner: userId("u_ada"), lines: [{ sku: "A", qty: 2, unit: cents(1250) }] },
  {
    id: orderId("o2"),
    owner: userId("u_bob"),
    lines: [
      { sku: "B", qty: 1, unit: cents(999) },
      { sku: "C", qty: 3, unit: cents(5) },
    ],
  },
  { id: orderId("o3"), owner: userId("u_ada"), lines: [] },
];

const byOwner = new Map<UserId, Cents>();
for (const o of orders) {
  byOwner.set(o.owner, addCents(byOwner.get(o.owner) ?? cents(0), orderTotal(o)));
}

for (const [owner, total] of byOwner) {
  console.log(owner, formatCents(total));
}

try {
  userId("Bad Id");
} catch (e) {
  console.log(e instanceof Error ? e.message : String(e));
}

try {
  cents(1.5);
} catch (e) {
  if (e instanceof RangeError) console.log("range:", e.message);
}

const ids: readonly UserId[] = orders.map((o) => o.owner);
const unique = [...new Set(ids)].sort();
console.log(unique.length, unique.join(","));
console.log(formatCents(cents(-305)));
