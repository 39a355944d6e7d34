// defineProperty/defineProperties/getOwnPropertyDescriptor(s): defaults, accessors, redefinition errors.
const o: any = {};
Object.defineProperty(o, "fixed", { value: 1 });
console.log(Object.getOwnPropertyDescriptor(o, "fixed"), o);
try { o.fixed = 2; } catch (e) { console.log((e as Error).message); }
try { Object.defineProperty(o, "fixed", { value: 3 }); } catch (e) { console.log((e as Error).message); }
Object.defineProperty(o, "acc", { get() { return 42; }, enumerable: true, configurable: true });
console.log(o.acc, Object.getOwnPropertyDescriptor(o, "acc"), o);
Object.defineProperties(o, { a: { value: "A", writable: true, enumerable: true }, b: { get: () => "B" } });
console.log(o, o.b, Object.keys(o));
console.log(Object.getOwnPropertyDescriptors({ x: 1, get y() { return 2; } }));
try { Object.defineProperty(o, "bad", { value: 1, get() { return 1; } }); } catch (e) { console.log((e as Error).message); }
try { Object.defineProperty(1 as any, "x", {}); } catch (e) { console.log((e as Error).message); }
console.log(Object.getOwnPropertyDescriptor(o, "nope"), Object.getOwnPropertyDescriptor([1, 2], "length"));
