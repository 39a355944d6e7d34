// The Error constructors: name, message, String(), instanceof and custom properties.
const errors = [
  new Error("generic"),
  new TypeError("type"),
  new RangeError("range"),
  new ReferenceError("reference"),
  new SyntaxError("syntax"),
  new Error(),
  new Error(""),
  Error("called without new"),
  TypeError("also without new"),
];
for (const e of errors) {
  console.log(JSON.stringify(e.name), JSON.stringify(e.message), String(e), e instanceof Error);
}
console.log(new TypeError("t") instanceof RangeError, new RangeError("r") instanceof RangeError);
const withNumber = new Error(42 as any);
console.log(withNumber.message, typeof withNumber.message);
const withUndefined = new Error(undefined);
console.log(JSON.stringify(withUndefined.message), String(withUndefined));
const custom = new Error("custom") as any;
custom.name = "ValidationError";
console.log(String(custom), custom.name, custom instanceof Error);
const e = new RangeError("count must be positive");
console.log(`${e}`, "" + e);
console.log(typeof e, typeof e.message, Object.keys(e));
console.log(JSON.stringify(new Error("json")));
console.log(JSON.stringify({ error: new TypeError("inside").message }));
function fail(kind: string) {
  if (kind === "type") throw new TypeError("bad type");
  if (kind === "range") throw new RangeError("bad range");
  throw new Error("bad " + kind);
}
for (const kind of ["type", "range", "other"]) {
  try {
    fail(kind);
  } catch (err) {
    if (err instanceof TypeError) console.log("TypeError branch:", err.message);
    else if (err instanceof RangeError) console.log("RangeError branch:", err.message);
    else if (err instanceof Error) console.log("Error branch:", err.message);
  }
}
