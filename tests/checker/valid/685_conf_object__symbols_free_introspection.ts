// Introspection helpers: keys vs getOwnPropertyNames vs for-in vs entries on one object.
const base = { inherited: 1 };
const o = Object.create(base, { hidden: { value: "h", enumerable: false }, shown: { value: "s", enumerable: true } });
o.added = true;
const forIn: string[] = [];
for (const k in o) forIn.push(k);
console.log(Object.keys(o), Object.getOwnPropertyNames(o), forIn, Object.entries(o), "hidden" in o, o.propertyIsEnumerable("hidden"));
