// Number.isInteger/isSafeInteger/isFinite/isNaN vs global isFinite/isNaN coercion.
const vals: unknown[] = [0, -0, 1.5, 2 ** 53, 2 ** 53 - 1, Infinity, NaN, "5", null, true, 1e300, -1e-300];
for (const v of vals) {
  console.log(String(v).padEnd(18), Number.isInteger(v), Number.isSafeInteger(v), Number.isFinite(v), Number.isNaN(v), isFinite(v as any), isNaN(v as any));
}
console.log(isNaN("abc" as any), isNaN(undefined as any), isNaN({} as any), isNaN([] as any), isFinite("12" as any), isFinite("" as any));
