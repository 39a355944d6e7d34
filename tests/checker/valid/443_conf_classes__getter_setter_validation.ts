// Setters that validate and throw; getters computing derived values; Object.keys skips accessors.
class Account {
  #balance = 0;
  get balance() { return this.#balance; }
  set balance(v: number) { if (v < 0) throw new RangeError(`negative balance: ${v}`); this.#balance = v; }
  get formatted() { return `$${this.#balance.toFixed(2)}`; }
}
const acc = new Account();
acc.balance = 10.5;
try { acc.balance = -1; } catch (e) { console.log((e as Error).message); }
console.log(acc.balance, acc.formatted, Object.keys(acc), acc);
