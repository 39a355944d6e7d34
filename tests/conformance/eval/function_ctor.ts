// The Function constructor: the source text the specification builds, compiled in the global
// scope; subclasses of Function.
const add = new Function("a", "b", "return a + b;");
console.log(add(2, 3), add.length, add.name);
const mul = Function("a, b", "return a * b");
console.log(mul(4, 5), mul.length);
const none = new Function();
console.log(none(), typeof none, none.length);
const ret = new Function("return 7");
console.log(ret());
console.log(add instanceof Function, Object.getPrototypeOf(add) === Function.prototype);

// the global scope, not the caller's
(globalThis as any).base = 100;
const local = 1;
const f = new Function("x", "return x + base;");
console.log(f(local));
const g = new Function("return typeof local;");
console.log(g());

// a default and a rest parameter
const h = new Function("a = 1", "...rest", "return a + rest.length;");
console.log(h(), h(10, 1, 2, 3));

// parameters or a body that would close the function early are a SyntaxError
for (const args of [["}); (function () {"], ["a) { }; (function (", "return 1"], ["a", "return a"], ["/*", "*/){"], ["a //", "return a"], ["x", "return x + 'é😀'"]]) {
  try {
    const fn = Function(...args);
    console.log("made", typeof fn, fn(5));
  } catch (e) {
    console.log((e as Error).name);
  }
}
try {
  new Function("return 1 +");
} catch (e) {
  console.log((e as Error).name);
}
try {
  new Function("super.x");
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}

// Function.prototype stays callable; class extends Function
console.log(typeof Function.prototype, Function.prototype());
class Sub extends Function {}
const s = new Sub("return 'sub'");
console.log(s instanceof Sub, s instanceof Function, typeof s, (s as any)());
console.log(Object.getPrototypeOf(s) === Sub.prototype);
const empty = new Sub();
console.log(empty instanceof Sub, (empty as any)());

// String(fn) is the source text the constructor built
console.log(String(add));
console.log(String(new Function()));
console.log(`${mul}`, JSON.stringify(h.toString()));
console.log(Function.prototype.toString.call(s));
