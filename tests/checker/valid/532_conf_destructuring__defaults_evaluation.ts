// Defaults evaluate lazily, only for undefined, left to right, and can refer to earlier bindings.
const log: string[] = [];
const d = (s: string) => { log.push(s); return s; };
const { a = d("a"), b = d("b"), c = a + b } = { a: "given", b: undefined } as any;
console.log(a, b, c, log);
const [x = d("x"), y = x] = [null];
console.log(x, y, log);
function f(p = d("p"), q = p + "!") { return [p, q]; }
console.log(f(), f("one"), f(undefined, "two"), log);
