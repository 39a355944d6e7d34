// `{ ...s }` where s has a type parameter's type is that type parameter (S), whatever its
// constraint (`object` has only `constructor` among its apparent members); beside other members
// tsc makes the intersection S & { ... }.
function copy(s) {
    return { ...s };
}
const c = copy({ a: 1, b: "x" });
console.log(c.a + 1, c.b.toUpperCase());
function snapshot(s) {
    const out = { ...s };
    return out;
}
console.log(snapshot({ when: new Date(0) }).when.getTime());
function withId(s, id) {
    return { ...s, id };
}
const w = withId({ name: "n" }, 3);
console.log(w.id, w.name);
class Store {
    state;
    constructor(state) {
        this.state = state;
    }
    get snapshot() {
        return { ...this.state };
    }
}
class Counter extends Store {
}
const st = new Counter({ count: 2, label: "x" });
console.log(st.snapshot.count * 2, st.snapshot.label);
