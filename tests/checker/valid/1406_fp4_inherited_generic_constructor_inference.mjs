// A class without a constructor of its own takes its base's, in terms of the type arguments of
// its `extends` clause: `new Counter({ count: 2, label: "x" })` infers Counter's S from the
// inherited `constructor(state: S)`; `extends Map<string, number>` takes Map's constructor with
// K = string and V = number.
class Store {
    state;
    constructor(state) {
        this.state = state;
    }
    get snapshot() {
        return this.state;
    }
}
class Counter extends Store {
    inc() {
        this.state.count++;
        return this;
    }
}
const st = new Counter({ count: 2, label: "x" });
console.log(st.inc().snapshot.count, st.snapshot.label.toUpperCase());
class Counts extends Map {
    bump(k) {
        this.set(k, (this.get(k) ?? 0) + 1);
        return this;
    }
}
const c = new Counts([["a", 1]]);
console.log(c.bump("a").get("a"));
class Box {
    v;
    constructor(v) {
        this.v = v;
    }
}
class Pair extends Box {
}
const p = new Pair(["x", 2]);
console.log(p.v[0].toUpperCase(), p.v[1] + 1);
