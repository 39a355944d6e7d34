// typeof on every kind of value, including undeclared identifiers.
console.log(typeof 1, typeof 1.5, typeof NaN, typeof Infinity);
console.log(typeof "s", typeof "", typeof `t`);
console.log(typeof true, typeof undefined, typeof null);
console.log(typeof {}, typeof [], typeof [1, 2], typeof { a: [] });
console.log(typeof function () {}, typeof (() => 1), typeof console.log, typeof Math.max);
console.log(typeof Error, typeof new Error("x"), typeof Math, typeof JSON, typeof console);
// @ts-ignore
console.log(typeof notDeclaredAnywhere);
console.log(typeof typeof 1, typeof (1 + "1"), typeof -"3");
const describe = (v: unknown): string => {
  if (typeof v === "number") return "number " + v;
  if (typeof v === "string") return "string '" + v + "'";
  if (typeof v === "object") return v === null ? "null" : "object";
  return typeof v;
};
console.log(describe(3), describe("x"), describe(null), describe({}), describe(undefined), describe(describe));
