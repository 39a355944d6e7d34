// Reconcile payments from two host ledgers: keyed joins, tolerance matching, discrepancy report.
interface LedgerRow { ref: string; amountCents: number; currency: "EUR" | "USD"; bookedAt: string; memo?: string }
type Side = "bank" | "erp";
type Discrepancy =
  | { kind: "missing"; side: Side; row: LedgerRow }
  | { kind: "amount"; ref: string; bank: number; erp: number }
  | { kind: "late"; ref: string; days: number };

const ledgers: Record<Side, { rows(): Promise<LedgerRow[]> }> = {
  bank: {
    async rows() {
      return [
        { ref: "INV-1", amountCents: 12000, currency: "EUR", bookedAt: "2024-04-01" },
        { ref: "INV-2", amountCents: 5050, currency: "EUR", bookedAt: "2024-04-03" },
        { ref: "INV-4", amountCents: 9900, currency: "USD", bookedAt: "2024-04-09", memo: "wire" },
        { ref: "INV-5", amountCents: 100, currency: "EUR", bookedAt: "2024-04-10" },
      ];
    },
  },
  erp: {
    async rows() {
      return [
        { ref: "inv-1", amountCents: 12000, currency: "EUR", bookedAt: "2024-03-30" },
        { ref: "INV-2", amountCents: 5000, currency: "EUR", bookedAt: "2024-04-03" },
        { ref: "INV-3", amountCents: 7000, currency: "EUR", bookedAt: "2024-04-05" },
        { ref: "INV-4", amountCents: 9901, currency: "USD", bookedAt: "2024-04-01" },
      ];
    },
  },
};

const TOLERANCE_CENTS = 2;
const MAX_DAYS = 5;
const norm = (ref: string) => ref.trim().toUpperCase();
const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

const [bankRows, erpRows] = await Promise.all((["bank", "erp"] as const).map((s) => ledgers[s].rows()));
const index = (rows: LedgerRow[]) => new Map(rows.map((r) => [norm(r.ref), r] as const));
const bank = index(bankRows);
const erp = index(erpRows);

const issues: Discrepancy[] = [];
let matched = 0;
for (const ref of new Set([...bank.keys(), ...erp.keys()])) {
  const b = bank.get(ref);
  const e = erp.get(ref);
  if (!b || !e) {
    const row = b ?? e;
    if (row) issues.push({ kind: "missing", side: b ? "erp" : "bank", row });
    continue;
  }
  if (Math.abs(b.amountCents - e.amountCents) > TOLERANCE_CENTS) {
    issues.push({ kind: "amount", ref, bank: b.amountCents, erp: e.amountCents });
    continue;
  }
  const d = days(b.bookedAt, e.bookedAt);
  if (d > MAX_DAYS) issues.push({ kind: "late", ref, days: d });
  else matched++;
}

const money = (c: number, cur = "EUR") => (c / 100).toLocaleString("en-US", { style: "currency", currency: cur });
const describe = (d: Discrepancy): string => {
  switch (d.kind) {
    case "missing": return `${d.row.ref} (${money(d.row.amountCents, d.row.currency)}) missing in ${d.side}`;
    case "amount": return `${d.ref}: bank ${money(d.bank)} vs erp ${money(d.erp)} (diff ${money(d.bank - d.erp)})`;
    case "late": return `${d.ref}: booked ${d.days} days apart`;
  }
};
console.log(`matched ${matched}, issues ${issues.length}`);
const order: Discrepancy["kind"][] = ["amount", "missing", "late"];
issues.sort((x, y) => order.indexOf(x.kind) - order.indexOf(y.kind)).forEach((d, i) => console.log(`${String(i + 1).padStart(2)}. ${describe(d)}`));
const totals = issues.reduce((acc, d) => ({ ...acc, [d.kind]: (acc[d.kind] ?? 0) + 1 }), {} as Partial<Record<Discrepancy["kind"], number>>);
console.log(totals);
