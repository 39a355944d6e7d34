// A class without a constructor of its own takes its base's, in terms of the type arguments of
// its `extends` clause: `new Counter({ count: 2, label: "x" })` infers Counter's S from the
// inherited `constructor(state: S)`; `extends Map<string, number>` takes Map's constructor with
// K = string and V = number.
class Store<S extends object> {
  constructor(protected state: S) {}
  get snapshot(): S {
    return this.state;
  }
}
class Counter<S extends { count: number }> extends Store<S> {
  inc() {
    this.state.count++;
    return this;
  }
}
const st = new Counter({ count: 2, label: "x" });
console.log(st.inc().snapshot.count, st.snapshot.label.toUpperCase());
class Counts extends Map<string, number> {
  bump(k: string) {
    this.set(k, (this.get(k) ?? 0) + 1);
    return this;
  }
}
const c = new Counts([["a", 1]]);
console.log(c.bump("a").get("a"));
class Box<T> {
  constructor(public v: T) {}
}
class Pair<A, B> extends Box<[A, B]> {}
const p = new Pair(["x", 2]);
console.log(p.v[0].toUpperCase(), p.v[1] + 1);
