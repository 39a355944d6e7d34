interface Collection<T> {
  first(): T | undefined;
  sumBy(f: (x: T) => number): number;
}
class Collection<T> {
  constructor(public items: T[] = []) {}
  add(x: T): this { this.items.push(x); return this; }
  get size(): number { return this.items.length; }
}
Collection.prototype.first = function () { return this.items[0]; };
Collection.prototype.sumBy = function (f) { return this.items.reduce((a, x) => a + f(x), 0); };

interface Auditable { audit: string[] }
interface Ledger extends Auditable { balance(): number }
class Ledger {
  audit: string[] = [];
  private entries: { amount: number; memo: string }[] = [];
  record(amount: number, memo: string) {
    this.entries.push({ amount, memo });
    this.audit.push(`${memo}:${amount}`);
    return this;
  }
  total() { return this.entries.reduce((a, e) => a + e.amount, 0); }
}
Ledger.prototype.balance = function () { return this.total(); };

const c = new Collection<{ name: string; qty: number }>();
c.add({ name: "a", qty: 2 }).add({ name: "b", qty: 5 });
console.log(c.size, c.first()?.name, c.sumBy((x) => x.qty));

const l = new Ledger().record(100, "deposit").record(-30, "fee");
const asAudit: Auditable = l;
console.log(l.balance(), asAudit.audit.join(", "));

function largest<T>(col: Collection<T>, by: (x: T) => number): T | undefined {
  let best: T | undefined;
  for (const x of col.items) if (best === undefined || by(x) > by(best)) best = x;
  return best;
}
console.log(largest(c, (x) => x.qty)?.name);
