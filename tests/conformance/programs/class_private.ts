// #private fields, methods, accessors and static members; `#x in obj`; brand checks.
class Account {
  static #nextId = 1;
  static #count = 0;
  #balance = 0;
  #history: string[] = [];
  readonly id: number;

  constructor(initial: number) {
    this.id = Account.#nextId++;
    Account.#count++;
    this.#deposit(initial, "open");
  }

  #deposit(amount: number, why: string) {
    this.#balance += amount;
    this.#history.push(`${why}:${amount}`);
  }

  get #formatted() {
    return `$${this.#balance.toFixed(2)}`;
  }

  set #limit(v: number) {
    this.#history.push(`limit:${v}`);
  }

  deposit(amount: number) {
    if (amount <= 0) throw new RangeError("amount must be positive");
    this.#deposit(amount, "deposit");
    return this;
  }

  setLimit(v: number) {
    this.#limit = v;
  }

  get balance() {
    return this.#formatted;
  }

  get history() {
    return [...this.#history];
  }

  static get count() {
    return Account.#count;
  }

  static isAccount(o: unknown): boolean {
    return typeof o === "object" && o !== null && #balance in o;
  }

  transferTo(other: Account, amount: number) {
    this.#balance -= amount;
    other.#balance += amount;
  }
}

const acc = new Account(100);
acc.deposit(50).deposit(25);
acc.setLimit(500);
console.log(acc.balance, acc.history, acc.id, Account.count);
const acc2 = new Account(0);
acc.transferTo(acc2, 75);
console.log(acc.balance, acc2.balance, acc2.id, Account.count);
console.log(acc, Object.keys(acc), JSON.stringify(acc));
console.log(Account.isAccount(acc), Account.isAccount({}), Account.isAccount(null));

// Reading or writing a private member of an object of another class throws.
class Box {
  #value = 1;
  static read(o: any) {
    return o.#value;
  }
  static write(o: any) {
    o.#value = 2;
  }
  static call(o: any) {
    return o.#secret();
  }
  #secret() {
    return "secret";
  }
}
for (const f of [() => Box.read({}), () => Box.write({ value: 1 }), () => Box.call(new Box()), () => Box.read(new Box())]) {
  try {
    console.log("ok:", f());
  } catch (e) {
    console.log((e as Error).name + ": " + (e as Error).message);
  }
}

// Same private name in nested classes: the inner declaration shadows the outer one.
class Outer {
  #tag = "outer";
  #only = "outer only";
  make() {
    const self = this;
    class Inner {
      #tag = "inner";
      both() {
        return [this.#tag, self.#only];
      }
      peek(o: any) {
        return o.#tag;
      }
    }
    const inner = new Inner();
    let msg = "";
    try {
      inner.peek(self);
    } catch (e) {
      msg = (e as Error).message;
    }
    return [...inner.both(), msg];
  }
}
console.log(new Outer().make());

// Private counters with ++ and compound assignment.
class Counter {
  #n = 0;
  static #instances = 0;
  constructor() {
    Counter.#instances += 1;
  }
  inc() {
    this.#n++;
    ++this.#n;
    this.#n *= 2;
    return this.#n;
  }
  static instances() {
    return Counter.#instances;
  }
}
const c = new Counter();
new Counter();
console.log(c.inc(), c.inc(), Counter.instances());

// Private methods are shared by every instance (one function per class).
class Shared {
  #m() {
    return 1;
  }
  static same(a: Shared, b: Shared) {
    return a.#m === b.#m;
  }
}
console.log(Shared.same(new Shared(), new Shared()));
