// Object literal accessors inherited through Object.create; setters on the prototype receive the child as this.
const proto = { _v: 0, get v() { return this._v; }, set v(x: number) { this._v = x * 2; } };
const child = Object.create(proto);
child.v = 5;
console.log(child.v, proto.v, Object.keys(child), child, Object.hasOwn(child, "_v"));
const counter = Object.defineProperty({} as { count: number }, "count", { get() { return 42; }, enumerable: false });
console.log(counter.count, counter, JSON.stringify(counter), Object.keys(counter));
