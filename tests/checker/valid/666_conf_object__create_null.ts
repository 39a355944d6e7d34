// Object.create(null) and Object.create with a prototype and property descriptors.
const bare = Object.create(null);
bare.x = 1;
console.log(bare, "toString" in bare, Object.getPrototypeOf(bare), Object.keys(bare));
try { console.log(`${bare}`); } catch (e) { console.log((e as Error).name, (e as Error).message); }
const proto = { greet() { return "hi " + (this as any).name; } };
const o = Object.create(proto, { name: { value: "ann", enumerable: true }, secret: { value: 1 } });
console.log(o.greet(), o, Object.keys(o), o.secret, Object.getPrototypeOf(o) === proto);
try { Object.create(5 as any); } catch (e) { console.log((e as Error).message); }
console.log(Object.getPrototypeOf(Object.create(Array.prototype)) === Array.prototype);
