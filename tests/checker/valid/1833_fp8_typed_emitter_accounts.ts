type Listener<T> = (payload: T) => void;

class Emitter<Events extends Record<string, unknown>> {
  private listeners: { [E in keyof Events]?: Set<Listener<Events[E]>> } = {};

  on<E extends keyof Events>(event: E, fn: Listener<Events[E]>): () => void {
    (this.listeners[event] ??= new Set()).add(fn);
    return () => this.listeners[event]?.delete(fn);
  }

  once<E extends keyof Events>(event: E, fn: Listener<Events[E]>): void {
    const off = this.on(event, (p) => {
      off();
      fn(p);
    });
  }

  emit<E extends keyof Events>(event: E, payload: Events[E]): number {
    const set = this.listeners[event];
    set?.forEach((fn) => fn(payload));
    return set?.size ?? 0;
  }
}

abstract class Account extends Emitter<{ changed: { id: string; balance: number }; overdrawn: { id: string; by: number } }> {
  protected balance = 0;
  constructor(readonly id: string) { super(); }
  abstract limit(): number;
  apply(amount: number): boolean {
    if (this.balance + amount < -this.limit()) {
      this.emit("overdrawn", { id: this.id, by: -(this.balance + amount + this.limit()) });
      return false;
    }
    this.balance += amount;
    this.emit("changed", { id: this.id, balance: this.balance });
    return true;
  }
  get current() { return this.balance; }
}

class Checking extends Account { limit() { return 500; } }
class Savings extends Account {
  limit() { return 0; }
  addInterest(rate: number) { return this.apply(Math.round(this.balance * rate)); }
}

const log: string[] = [];
const accounts = [new Checking("chk-1"), new Savings("sav-1")];
for (const a of accounts) {
  a.on("changed", ({ id, balance }) => log.push(`${id}=${balance}`));
  a.once("overdrawn", ({ id, by }) => log.push(`${id} over by ${by} (reported once)`));
}
const [chk, sav] = accounts;
const ops: Array<[Account, number]> = [[chk, 1000], [chk, -1200], [chk, -400], [chk, -900], [sav, 300], [sav, -500], [sav, -400]];
const results = ops.map(([acct, amt]) => acct.apply(amt));
if (sav instanceof Savings) sav.addInterest(0.05);
console.log(results.map((r) => (r ? "Y" : "N")).join(""));
console.log(log.join("\n"));
console.log(accounts.map((a) => `${a.constructor.name}:${a.current}`).join(" "));
