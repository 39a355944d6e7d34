// A switch on `typeof v` whose cases cover every member of v's type is exhaustive: the function
// needs no return after it (tsc's typeof witnesses).
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
function show(v: Json): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return `[${v.map(show).join(",")}]`;
  switch (typeof v) {
    case "object":
      return `{${Object.keys(v).map((k) => `${k}:${show(v[k])}`).join(",")}}`;
    case "string":
      return JSON.stringify(v);
    case "number":
      return String(v);
    case "boolean":
      return v ? "T" : "F";
  }
}
function kind(v: string | (() => void) | bigint): number {
  switch (typeof v) {
    case "string": return 1;
    case "function": return 2;
    case "bigint": return 3;
  }
}
console.log(show({ a: [1, "x", true, null] }), kind(1n));
