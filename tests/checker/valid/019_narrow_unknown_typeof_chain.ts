function stringify(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (v === null) return "null";
  if (Array.isArray(v)) return `[${v.map(stringify).join(",")}]`;
  if (typeof v === "object") return JSON.stringify(v);
  return "?";
}
console.log(stringify([1, "a", null, { k: true }]));
