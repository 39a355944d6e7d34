// Object.keys/values/entries on objects, arrays, strings, primitives; non-enumerables skipped.
const o = Object.create({ inherited: 1 });
o.b = 1; o.a = [2]; o[5] = "five";
Object.defineProperty(o, "hidden", { value: "h", enumerable: false });
console.log(Object.keys(o), Object.values(o), Object.entries(o));
console.log(Object.keys("abc"), Object.values([, 1]), Object.entries(5 as any), Object.keys(true as any));
try { Object.keys(null as any); } catch (e) { console.log((e as Error).message); }
try { Object.entries(undefined as any); } catch (e) { console.log((e as Error).message); }
console.log(Object.keys(() => 1), Object.keys(class { static s = 1; }));
