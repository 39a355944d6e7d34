// tsc narrows unknown by equality with null/undefined as `{} | null | undefined`: `v !== null`
// leaves `{} | undefined`, `v !== undefined` leaves `{} | null`, `v != null` leaves `{}`; so after
// `if (v === null) return`, `typeof v === "object"` is `object` (it was `object | null`: TS2769 on
// Object.entries(v)), and `{}` narrows on by typeof, guards, Array.isArray and literals.
function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null;
}
function show(v: unknown): string {
  if (v === null) return "null";
  if (typeof v === "object") return Object.entries(v).length + " entries";
  return String(v);
}
function kind(v: unknown): string | number {
  if (v === null) return "n";
  if (v instanceof Date) return v.getTime();
  if (typeof v === "function") return v.name;
  if (Array.isArray(v)) return v.length;
  if (isRecord(v)) return String(v.x);
  if (v === "lit") return v.length;
  if (typeof v === "string") return v.toUpperCase();
  if (typeof v === "number") return v.toFixed(1);
  return typeof v;
}
function keys(v: unknown): string[] {
  if (v == null) return [];
  const o: {} = v;
  if (typeof v === "object") return Object.keys(v);
  return [typeof o];
}
function either(v: unknown): unknown {
  if (v !== undefined) {
    const maybeNull: {} | null = v;
    return maybeNull;
  }
  return v;
}
console.log(show(null), show({ a: 1 }), show(3));
console.log([null, new Date(5), show, [1, 2], { x: 1 }, "lit", "abc", 2, true].map(kind));
console.log(keys({ a: 1, b: 2 }), keys(undefined), keys(7), either(null));
