// TS2358: `instanceof` on a primitive (models test a string with `instanceof String`). Only where
// the declared type is primitive too: a flow-narrowed `unknown` is left to tsc's narrowing.
function describe(label: string, count: number, when: string | Date) {
  if (label instanceof String) console.log("boxed label");
  if (when instanceof Date) return `${label}: ${when.toISOString()}`;
  return `${label} x${count} at ${when}`;
}
const raw = "2024-01-01";
console.log(raw instanceof Object, (raw.length as number) instanceof Number);
console.log(describe("run", 2, new Date(0)));
