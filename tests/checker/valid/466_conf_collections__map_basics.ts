// Map: set/get/has/delete/clear/size, key equality (SameValueZero: NaN, -0), object keys, chaining.
const m = new Map<any, any>();
const objKey = {};
m.set(NaN, "nan").set(-0, "zero").set(objKey, "obj").set("1", "str one").set(1, "num one");
console.log(m.get(NaN), m.get(0), m.get(+0), m.has(-0), m.get({}), m.get(objKey), m.get("1"), m.get(1), m.size);
console.log(m.delete(NaN), m.delete(NaN), m.size, [...m.keys()]);
m.clear();
console.log(m.size, m.get(1), m, new Map([[1, 2]]).set(1, 3));
try { new Map([1, 2] as any); } catch (e) { console.log((e as Error).name, (e as Error).message); }
