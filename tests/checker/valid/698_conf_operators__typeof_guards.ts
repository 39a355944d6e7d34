// typeof-based narrowing at runtime for unions of primitives and objects.
function describe(v: unknown): string {
  if (typeof v === "string") return `string(${v.length})`;
  if (typeof v === "number") return Number.isNaN(v) ? "NaN" : `number(${v})`;
  if (typeof v === "boolean") return `bool(${v})`;
  if (typeof v === "function") return "function";
  if (v === null) return "null";
  if (Array.isArray(v)) return `array(${v.length})`;
  if (typeof v === "object") return `object(${Object.keys(v as object).join(",")})`;
  return typeof v;
}
console.log([1, "ab", true, null, undefined, [1, 2], { a: 1 }, () => 1, NaN].map(describe));
