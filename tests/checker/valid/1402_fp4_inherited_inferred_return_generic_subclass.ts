// A base class's method without a return annotation, called through a generic subclass
// (`class Sub<U> extends Base<U>`): its inferred return type is substituted twice (T -> U -> Note).
class Base<T extends { id: string }> {
  protected items = new Map<string, T>();
  async all() {
    return [...this.items.values()];
  }
  first() {
    return this.items.values().next().value;
  }
  add(t: T) {
    this.items.set(t.id, t);
    return this;
  }
}
class Sub<U extends { id: string }> extends Base<U> {
  count() {
    return this.items.size;
  }
}
class Leaf<V extends { id: string }> extends Sub<V> {}
interface Note {
  id: string;
  title: string;
}
const r = new Sub<Note>().add({ id: "a", title: "one" });
const ns = await r.all();
console.log(ns.map((n) => n.title), r.first()?.title, r.count());
const l = new Leaf<Note>();
l.add({ id: "b", title: "two" });
const ls = await l.all();
console.log(ls[0].title.toUpperCase(), l.first()?.id);
