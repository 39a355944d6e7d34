// Whole program (issue 15, sixth pass): a generic store with subscribers, undo history and a counter subclass, a getter spreading the state.
class Store<S extends object> {
  protected state: S;
  private subs = new Set<(s: S, prev: S) => void>();
  constructor(initial: S) {
    this.state = initial;
  }
  get snapshot() {
    return { ...this.state };
  }
  select<R>(fn: (s: S) => R) {
    return fn(this.state);
  }
  update(patch: Partial<S> | ((s: S) => Partial<S>)) {
    const prev = this.state;
    const p = typeof patch === "function" ? patch(prev) : patch;
    this.state = { ...prev, ...p };
    this.subs.forEach((f) => f(this.state, prev));
    return this;
  }
  subscribe(f: (s: S, prev: S) => void) {
    this.subs.add(f);
    return () => this.subs.delete(f);
  }
}

class HistoryStore<S extends object> extends Store<S> {
  private past: S[] = [];
  override update(patch: Partial<S> | ((s: S) => Partial<S>)) {
    this.past.push(this.state);
    return super.update(patch);
  }
  undo() {
    const prev = this.past.pop();
    if (prev) this.state = prev;
    return this;
  }
  get depth() {
    return this.past.length;
  }
}

class CounterStore<S extends { count: number }> extends HistoryStore<S> {
  inc(by = 1) {
    return this.update((s) => ({ count: s.count + by } as Partial<S>));
  }
}

interface AppState {
  count: number;
  user: string | null;
  items: string[];
}

const store = new CounterStore<AppState>({ count: 0, user: null, items: [] });
const off = store.subscribe((s, prev) => {
  if (s.count !== prev.count) console.log(`count ${prev.count} -> ${s.count}`);
});
store.inc().inc(5).update({ user: "kai" }).update((s) => ({ items: [...s.items, `item${s.count}`] }));
console.log(store.snapshot.user, store.snapshot.items, store.depth);
store.undo().undo();
console.log(store.snapshot.count, store.snapshot.items.length, store.depth);
console.log(store.select((s) => s.user?.toUpperCase() ?? "anon"));
off();
store.inc();
const snap = store.snapshot;
const n: number = snap.count;
console.log(n);
