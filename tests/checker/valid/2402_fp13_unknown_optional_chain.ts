// `x?.m` on an unknown x reads m from `{}` (unknown less null and undefined), so Object's members
// are there: valueOf, toString, hasOwnProperty.
function keyOf(value: unknown): string | symbol {
  if (typeof value === "string" || typeof value === "symbol") return value;
  if (Object.is(value?.valueOf?.(), -0)) return "-0";
  const text: string | undefined = value?.toString();
  return text ?? String(value);
}
function owns(value: unknown, key: string): boolean | undefined {
  return value?.hasOwnProperty(key);
}
console.log(keyOf(-0), keyOf(3), owns({ a: 1 }, "a"));
