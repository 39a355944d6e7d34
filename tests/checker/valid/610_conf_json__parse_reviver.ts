// Reviver: bottom-up order, this binding, deleting with undefined, array indexes as strings, Date-free conversions.
const order: string[] = [];
const r = JSON.parse('{"a":1,"b":{"c":2,"d":[3,4]},"e":"x"}', function (this: any, k, v) {
  order.push(`${k || "(root)"}:${Array.isArray(this) ? "arr" : typeof this}`);
  if (k === "e") return undefined;
  return typeof v === "number" ? v * 10 : v;
});
console.log(r, order);
console.log(JSON.parse("[1,2,3]", (k, v) => (k === "1" ? undefined : v)), JSON.parse('"s"', (k, v) => [k, v]));
