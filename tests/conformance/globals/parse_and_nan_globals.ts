// Global parseInt/parseFloat/isNaN/isFinite and the value properties NaN/Infinity/undefined.
console.log(parseInt("42abc"), parseFloat("4.2e1x"), isNaN("x" as any), isFinite("1e308" as any), isFinite("1e309" as any));
console.log(NaN === NaN, Infinity > 1e308, -Infinity < -1e308, undefined === void 0, typeof NaN, typeof Infinity);
try { (globalThis as any).NaN = 1; } catch (e) { console.log((e as Error).message); }
console.log(NaN);
