// A base class's method without a return annotation, called through a generic subclass
// (`class Sub<U> extends Base<U>`): its inferred return type is substituted twice (T -> U -> Note).
class Base {
    items = new Map();
    async all() {
        return [...this.items.values()];
    }
    first() {
        return this.items.values().next().value;
    }
    add(t) {
        this.items.set(t.id, t);
        return this;
    }
}
class Sub extends Base {
    count() {
        return this.items.size;
    }
}
class Leaf extends Sub {
}
const r = new Sub().add({ id: "a", title: "one" });
const ns = await r.all();
console.log(ns.map((n) => n.title), r.first()?.title, r.count());
const l = new Leaf();
l.add({ id: "b", title: "two" });
const ls = await l.all();
console.log(ls[0].title.toUpperCase(), l.first()?.id);
