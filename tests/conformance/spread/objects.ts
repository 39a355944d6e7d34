// Object spread: override order, getters are invoked, null/undefined/primitives, arrays and strings.
let calls = 0;
const src = { a: 1, get g() { calls++; return "got"; } };
const o = { a: 0, b: 2, ...src, c: 3, ...null, ...undefined, ...(5 as any), ...("hi" as any), ...[7, 8] };
console.log(o, calls);
const x = { k: 1, 2: "two" };
console.log({ ...x, 1: "one", k: "later" });
const proto = Object.create({ inherited: true });
proto.own = 1;
console.log({ ...proto });
const arr = [1, 2];
(arr as any).extra = "e";
console.log({ ...arr });
