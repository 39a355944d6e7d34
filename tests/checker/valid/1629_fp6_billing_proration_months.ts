// Billing periods: month arithmetic on UTC dates, proration of plan changes, and an invoice preview.
interface PlanChange { at: string; plan: "free" | "pro" | "team"; seats?: number }
const PRICES = { free: 0, pro: 12, team: 9 } as const satisfies Record<PlanChange["plan"], number>;

function startOfMonth(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}
function addMonths(d: Date, n: number): Date {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + n);
  return r;
}
function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

const subscriptions = {
  async history(customer: string): Promise<PlanChange[]> {
    return customer === "acme"
      ? [
          { at: "2024-01-10T00:00:00Z", plan: "pro" },
          { at: "2024-02-15T00:00:00Z", plan: "team", seats: 5 },
          { at: "2024-03-01T00:00:00Z", plan: "team", seats: 8 },
          { at: "2024-03-20T00:00:00Z", plan: "free" },
        ]
      : [];
  },
};

const history = (await subscriptions.history("acme")).map((c) => ({ ...c, date: new Date(c.at) }));
const first = history.at(0);
const last = history.at(-1);
if (!first || !last) throw new Error("no history");

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const monthFmt = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
let grand = 0;
for (let month = startOfMonth(first.date); month <= last.date; month = addMonths(month, 1)) {
  const next = addMonths(month, 1);
  const days = daysBetween(month, next);
  const lines: string[] = [];
  let subtotal = 0;
  for (let i = 0; i < history.length; i++) {
    const from = history[i].date > month ? history[i].date : month;
    const toRaw = history[i + 1]?.date ?? next;
    const to = toRaw < next ? toRaw : next;
    if (to <= from) continue;
    const used = daysBetween(from, to);
    const { plan, seats = 1 } = history[i];
    const amount = (PRICES[plan] * seats * used) / days;
    subtotal += amount;
    lines.push(`  ${plan.padEnd(5)} x${String(seats).padStart(2)} ${String(used).padStart(2)}/${days}d ${money.format(amount).padStart(9)}`);
  }
  grand += subtotal;
  console.log(`${monthFmt.format(month)}: ${money.format(subtotal)}`);
  lines.forEach((l) => console.log(l));
}
console.log(`total ${money.format(grand)} over ${daysBetween(first.date, last.date)} days`);
