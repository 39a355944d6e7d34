// `{ ...s }` where s has a type parameter's type is that type parameter (S), whatever its
// constraint (`object` has only `constructor` among its apparent members); beside other members
// tsc makes the intersection S & { ... }.
function copy<S extends object>(s: S) {
  return { ...s };
}
const c = copy({ a: 1, b: "x" });
console.log(c.a + 1, c.b.toUpperCase());
function snapshot<S extends object>(s: S) {
  const out = { ...s };
  return out;
}
console.log(snapshot({ when: new Date(0) }).when.getTime());
function withId<S extends object>(s: S, id: number) {
  return { ...s, id };
}
const w = withId({ name: "n" }, 3);
console.log(w.id, w.name);
class Store<S extends object> {
  constructor(protected state: S) {}
  get snapshot() {
    return { ...this.state };
  }
}
class Counter<S extends { count: number }> extends Store<S> {}
const st = new Counter<{ count: number; label: string }>({ count: 2, label: "x" });
console.log(st.snapshot.count * 2, st.snapshot.label);
