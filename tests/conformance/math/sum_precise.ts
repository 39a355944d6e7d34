// Math.sumPrecise: the exactly rounded sum (no cancellation error), -0, NaN and infinities by the
// spec's states, any iterable (an array's own [Symbol.iterator] is used), TypeError for non-numbers.
const M = Math as any;
console.log(M.sumPrecise([0.1, 0.2, 0.3]), 0.1 + 0.2 + 0.3);
console.log(M.sumPrecise([1e20, 0.1, -1e20]), 1e20 + 0.1 - 1e20);
console.log(M.sumPrecise([1, 1e100, 1, -1e100]));
console.log(M.sumPrecise([]), Object.is(M.sumPrecise([]), -0), Object.is(M.sumPrecise([-0, -0]), -0), Object.is(M.sumPrecise([-0, 0]), 0));
console.log(M.sumPrecise([Infinity, 1]), M.sumPrecise([-Infinity, 1]), M.sumPrecise([Infinity, -Infinity]), M.sumPrecise([NaN, 1]));
console.log(M.sumPrecise([Number.MAX_VALUE, Number.MAX_VALUE, -Number.MAX_VALUE]), M.sumPrecise([Number.MAX_VALUE, Number.MAX_VALUE]));
console.log(M.sumPrecise([Number.MAX_VALUE, -Number.MIN_VALUE]), M.sumPrecise([-Number.MAX_VALUE, -Number.MAX_VALUE, Number.MAX_VALUE]));
console.log(M.sumPrecise([2 ** 53, 1, 1]), 2 ** 53 + 1 + 1, M.sumPrecise([2 ** 53, 1]));
console.log(M.sumPrecise(new Set([1.5, 2.25])), M.sumPrecise((function* () { yield 0.5; yield 0.25; })()));
const arr: any = [100];
arr[Symbol.iterator] = function* () { yield 1; yield 2; };
console.log(M.sumPrecise(arr), [...arr]);
for (const bad of [undefined, 1, {}, ["1"], [1n]]) {
  try {
    M.sumPrecise(bad);
  } catch (e) {
    console.log((e as Error).constructor.name);
  }
}
let closed = false;
const it = { [Symbol.iterator]: () => ({ next: () => ({ value: "x", done: false }), return() { closed = true; return {}; } }) };
try { M.sumPrecise(it); } catch (e) { console.log((e as Error).constructor.name, "closed:", closed); }
