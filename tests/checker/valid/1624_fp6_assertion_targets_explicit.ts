// Assertion functions called as statements through names tsc accepts (TS2775 not reported):
// function declarations, annotated consts and parameters, annotated objects and instances,
// class methods through `this`, for-of variables, and calls that are not statements.
interface Order { id: string; total: number }
type Assert<T> = (v: unknown) => asserts v is T;
const assertOrder: Assert<Order> = (v) => {
  if (typeof v !== "object" || v === null || !("id" in v) || !("total" in v)) throw new TypeError("not an order");
};
function assertString(v: unknown, what = "value"): asserts v is string {
  if (typeof v !== "string") throw new TypeError(`${what} is not a string`);
}
interface Checks { positive(n: number): asserts n; }
const checks: Checks = {
  positive(n) {
    if (n <= 0) throw new RangeError(`${n} is not positive`);
  },
};
class Validator {
  nonEmpty(s: string): asserts s {
    if (s.length === 0) throw new Error("empty");
  }
  order(v: unknown): Order {
    assertOrder(v);
    this.nonEmpty(v.id);
    return v;
  }
}
const validator: Validator = new Validator();
function run(raw: unknown, check: (v: unknown) => asserts v is string): string {
  check(raw);
  return raw.toUpperCase();
}
const data: unknown = JSON.parse('{"id":"o1","total":12}');
assertOrder(data);
checks.positive(data.total);
validator.nonEmpty(data.id);
const o = new Validator().order({ id: "o2", total: 3 });
console.log(run("abc", assertString), data.total.toFixed(2), o.id);
const names: unknown[] = ["a", "b"];
for (const n of names) {
  assertString(n, "name");
  console.log(n.padStart(3, "."));
}
const loose = assertString;
const ok = [1].map(() => loose("still fine as an expression"));
console.log(ok.length);
