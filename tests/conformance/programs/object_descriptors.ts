// Object.defineProperty and descriptors: data and accessor properties, attributes, freezing and sealing.
const o: any = {};
Object.defineProperty(o, "hidden", { value: 42 });
Object.defineProperty(o, "shown", { value: 1, enumerable: true, writable: true, configurable: true });
console.log(Object.keys(o), o.hidden, JSON.stringify(o), Object.getOwnPropertyNames(o));
console.log(Object.getOwnPropertyDescriptor(o, "hidden"));
console.log(Object.getOwnPropertyDescriptor(o, "shown"));
try { o.hidden = 1; } catch (e) { console.log((e as Error).message); }
try { Object.defineProperty(o, "hidden", { value: 2 }); } catch (e) { console.log((e as Error).message); }
let store = 0;
Object.defineProperty(o, "acc", { get() { return store * 2; }, set(v: number) { store = v; }, enumerable: true, configurable: true });
o.acc = 21;
console.log(o.acc, store, Object.keys(o));
const d = Object.getOwnPropertyDescriptor(o, "acc")!;
console.log(typeof d.get, typeof d.set, d.enumerable, d.configurable, "value" in d);
Object.defineProperties(o, { a: { value: "A", enumerable: true }, b: { value: "B" } });
console.log(o.a, o.b, Object.keys(o));
const sealed = Object.seal({ x: 1 });
sealed.x = 2;
try { (sealed as any).y = 3; } catch (e) { console.log((e as Error).message); }
console.log(sealed, Object.isSealed(sealed), Object.isFrozen(sealed), Object.isExtensible(sealed));
const fixed = Object.preventExtensions({ k: 1 });
console.log(Object.isExtensible(fixed), Object.isSealed(fixed));
console.log(Object.is(NaN, NaN), Object.is(0, -0), Object.is("a", "a"));
const proto = { hello() { return "hi from proto"; } };
const child = Object.setPrototypeOf({ own: 1 }, proto);
console.log(child.hello(), Object.getPrototypeOf(child) === proto, child.propertyIsEnumerable("own"), child.propertyIsEnumerable("hello"));
console.log(Object.getOwnPropertyDescriptor([1, 2], "length"), Object.getOwnPropertyDescriptor([1, 2], 0));
try { Object.defineProperty(o, "bad", { get() { return 1; }, value: 2 }); } catch (e) { console.log((e as Error).message); }
