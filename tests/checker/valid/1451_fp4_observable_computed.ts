// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Listener<T> = (value: T, prev: T) => void;

class Observable<T> {
  private listeners: Listener<T>[] = [];
  constructor(protected value: T) {}
  get() {
    return this.value;
  }
  set(v: T) {
    const prev = this.value;
    if (Object.is(prev, v)) return false;
    this.value = v;
    for (const l of this.listeners) l(v, prev);
    return true;
  }
  watch(l: Listener<T>) {
    this.listeners.push(l);
    return this;
  }
  map<U>(f: (v: T) => U) {
    const out = new Observable(f(this.value));
    this.watch((v) => out.set(f(v)));
    return out;
  }
}

class Computed<A, B, R> extends Observable<R> {
  constructor(a: Observable<A>, b: Observable<B>, f: (a: A, b: B) => R) {
    super(f(a.get(), b.get()));
    a.watch((av) => this.set(f(av, b.get())));
    b.watch((bv) => this.set(f(a.get(), bv)));
  }
}

const price = new Observable(10);
const qty = new Observable(3);
const total = new Computed(price, qty, (p, q) => p * q);
const label = total.map((t) => `$${t.toFixed(2)}`);
const isBig = total.map((t) => t > 50);

label.watch((v, prev) => console.log(`label ${prev} -> ${v}`));
isBig.watch((v) => console.log("big?", v));

price.set(12);
qty.set(5);
qty.set(5);
price.set(9.99);
console.log(total.get(), label.get(), isBig.get());

const history: Array<[number, number]> = [];
const tracked = new Observable<number | null>(null).watch((v, p) => history.push([p ?? -1, v ?? -1]));
[1, 2, null, 3].forEach((v) => tracked.set(v));
console.log(history);
