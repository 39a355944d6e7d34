// A truthy `unknown` is `{}` (tsc 4.8+), so `v && typeof v === "object"` is `object`, not
// `object | null`; `{}` narrows by typeof like unknown does; a narrowing back to the declared
// type leaves nothing to join, so `{}` stays `{}` after the if.
function keys(o: object): string[] {
  return Object.keys(o);
}
function describe(v: unknown): string {
  if (v && typeof v === "object") return keys(v).join(",");
  if (v) {
    const s: {} = v;
    return String(s);
  }
  return "falsy";
}
function g(v: {}) {
  if (typeof v === "object") keys(v);
  if (typeof v === "string") console.log(v.length);
  const o: object = v;
  return o;
}
console.log(describe({ a: 1, b: 2 }), describe(3), describe(""), g("abc"));
