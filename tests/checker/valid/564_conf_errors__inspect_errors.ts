// console.log of errors: the stack header and extra properties (stack frames are not compared).
const e = new Error("boom");
console.log(e);
const withProps = Object.assign(new RangeError("bad range"), { code: "E_RANGE", detail: { n: 1 } });
console.log(withProps);
console.log({ err: new TypeError("nested") });
console.log([new Error("in array")]);
class Custom extends Error { constructor() { super("custom msg"); this.name = "CustomError"; } }
console.log(new Custom());
