// The global Function (its prototype, constructor, instanceof) and apply with array-likes.
function f(a: number, b: number) { return a + b; }
console.log(typeof Function, Function.prototype === Object.getPrototypeOf(f), f.constructor === Function);
console.log(f instanceof Function, (() => 1) instanceof Function, Math.max instanceof Function, ({}) instanceof Function);
console.log(Function.name, Function.length, Object.getPrototypeOf(Function) === Function.prototype);
console.log(typeof Function.prototype.toString.call(Math.max));
function viaArguments(this: unknown) { return f.apply(this, arguments as any); }
console.log((viaArguments as any)(20, 22), Math.max.apply(null, { length: 3, 0: 4, 1: 9, 2: 1 } as any));
console.log(Math.min.apply(null, { length: 0 } as any), f.apply(null, { length: 1, 0: 1 } as any));
for (const bad of [5, "ab", true]) {
  try {
    Math.max.apply(null, bad as any);
  } catch (e) {
    console.log(String(e));
  }
}
