// Object.setPrototypeOf, prototype chains and property lookup through them, cycles rejected.
const a = { fromA: "a" };
const b = Object.setPrototypeOf({ fromB: "b" }, a);
const c = Object.setPrototypeOf({ own: 1 }, b);
console.log(c.fromA, c.fromB, c.own, Object.keys(c), "fromA" in c);
try { Object.setPrototypeOf(a, c); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { Object.setPrototypeOf(Object.preventExtensions({}), a); } catch (e) { console.log((e as Error).name, (e as Error).message); }
console.log(Object.setPrototypeOf(1 as any, null), Object.getPrototypeOf(Object.setPrototypeOf({}, null)));
