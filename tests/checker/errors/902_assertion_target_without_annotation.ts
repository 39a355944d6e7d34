// TS2775: an assertion function called as a statement through a name declared without an
// explicit type: an arrow in an untyped const, an untyped object of assertion methods, a
// validator instance from `new`, a parameter defaulted to one.
interface Order { id: string; total: number }
const assertOrder = (v: unknown): asserts v is Order => {
  if (typeof v !== "object" || v === null || !("id" in v) || !("total" in v)) throw new TypeError("not an order");
};
const checks = {
  positive(n: number): asserts n {
    if (n <= 0) throw new RangeError(`${n} is not positive`);
  },
};
class Validator {
  nonEmpty(s: string): asserts s {
    if (s.length === 0) throw new Error("empty");
  }
}
const validator = new Validator();
function assertString(v: unknown): asserts v is string {
  if (typeof v !== "string") throw new TypeError("not a string");
}
function load(raw: unknown, check = assertString) {
  check(raw);
  return raw;
}
const data: unknown = JSON.parse('{"id":"o1","total":12}');
assertOrder(data);
checks.positive(data.total);
validator.nonEmpty(data.id);
console.log(load("x"), data.total.toFixed(2));
