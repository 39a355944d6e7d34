// globalThis exposes built-ins; user globals from top-level declarations are not properties in a module.
console.log(typeof globalThis, globalThis.Math === Math, globalThis.JSON === JSON, typeof globalThis.console.log, globalThis.Array === Array);
console.log(globalThis.parseInt === parseInt, globalThis.NaN, globalThis.Infinity, globalThis.undefined, "Map" in globalThis);
(globalThis as any).shared = 5;
console.log((globalThis as any).shared, typeof (globalThis as any).notDefinedAnywhere);
const local = 1;
console.log((globalThis as any).local);
