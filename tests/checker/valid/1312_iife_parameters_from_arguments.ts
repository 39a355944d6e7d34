// An immediately invoked function expression types its parameters by its arguments (tsc's IIFE
// rule): no implicit any, literals widened, a rest parameter from the remaining arguments.
const doubled = ((v) => v * 2)(5);
const repeated = ((s, n) => s.repeat(n))("ab", 2);
const size = (function (xs) {
  return xs.length;
})([1, 2, 3]);
const count = ((...parts) => parts.map((p) => String(p)).join("/"))(1, "a", true);
const negated = ((flag) => !flag)(true);
const picked = ((o) => o.k.toUpperCase())({ k: "v" });
(async (ms) => {
  await Promise.resolve(ms);
  console.log(ms.toFixed(1));
})(3);
let total = 0;
((step) => {
  for (let i = 0; i < 3; i++) total += step;
})(2);
console.log(doubled + 1, repeated.length, size, count, negated, picked, total);
// a parameter without an argument is optional (and any): no TS2554, no TS7006
const firstOnly = ((a, b) => [a, b])(1);
console.log(firstOnly.length);
