// Whole program (issue 15, sixth pass): a generic store with subscribers, undo history and a counter subclass, a getter spreading the state.
class Store {
    state;
    subs = new Set();
    constructor(initial) {
        this.state = initial;
    }
    get snapshot() {
        return { ...this.state };
    }
    select(fn) {
        return fn(this.state);
    }
    update(patch) {
        const prev = this.state;
        const p = typeof patch === "function" ? patch(prev) : patch;
        this.state = { ...prev, ...p };
        this.subs.forEach((f) => f(this.state, prev));
        return this;
    }
    subscribe(f) {
        this.subs.add(f);
        return () => this.subs.delete(f);
    }
}
class HistoryStore extends Store {
    past = [];
    update(patch) {
        this.past.push(this.state);
        return super.update(patch);
    }
    undo() {
        const prev = this.past.pop();
        if (prev)
            this.state = prev;
        return this;
    }
    get depth() {
        return this.past.length;
    }
}
class CounterStore extends HistoryStore {
    inc(by = 1) {
        return this.update((s) => ({ count: s.count + by }));
    }
}
const store = new CounterStore({ count: 0, user: null, items: [] });
const off = store.subscribe((s, prev) => {
    if (s.count !== prev.count)
        console.log(`count ${prev.count} -> ${s.count}`);
});
store.inc().inc(5).update({ user: "kai" }).update((s) => ({ items: [...s.items, `item${s.count}`] }));
console.log(store.snapshot.user, store.snapshot.items, store.depth);
store.undo().undo();
console.log(store.snapshot.count, store.snapshot.items.length, store.depth);
console.log(store.select((s) => s.user?.toUpperCase() ?? "anon"));
off();
store.inc();
const snap = store.snapshot;
const n = snap.count;
console.log(n);
