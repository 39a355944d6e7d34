// WeakMap as private storage for objects.
const priv = new WeakMap<object, { secret: string }>();
class Person { constructor(name: string) { priv.set(this, { secret: name.toUpperCase() }); } reveal() { return priv.get(this)!.secret; } }
const p = new Person("ann");
console.log(p.reveal(), priv.has(p), Object.keys(p), p);
