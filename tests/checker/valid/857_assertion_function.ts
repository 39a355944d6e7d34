function assert(cond: unknown, msg: string): asserts cond {
  if (!cond) throw new Error(msg);
}
function assertIsString(v: unknown): asserts v is string {
  if (typeof v !== "string") throw new TypeError("not a string");
}
const raw: unknown = "hello";
assertIsString(raw);
console.log(raw.toUpperCase());
const maybeN: number | undefined = [1, 2].find((x) => x > 1);
assert(maybeN !== undefined, "missing");
console.log(maybeN.toFixed(1));
