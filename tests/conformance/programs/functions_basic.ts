// Function declarations and expressions, default and rest parameters, spread arguments.
function add(a: number, b: number): number {
  return a + b;
}
const mul = function (a: number, b: number) {
  return a * b;
};
const fact = function f(n: number): number {
  return n <= 1 ? 1 : n * f(n - 1);
};
console.log(add(2, 3), mul(4, 5), fact(10));
function noReturn() {}
function emptyReturn() {
  return;
}
console.log(noReturn(), emptyReturn());
function greet(name = "stranger", greeting = "Hello, " + name) {
  return greeting + "!";
}
console.log(greet(), greet("Ann"), greet("Bob", "Hi"), greet(undefined, "Yo"));
function sum(...nums: number[]) {
  return nums.reduce((s, n) => s + n, 0);
}
console.log(sum(), sum(1), sum(1, 2, 3, 4));
function headTail(first: string, ...rest: string[]) {
  return first + " / " + rest.join("+") + " / " + rest.length;
}
console.log(headTail("a"), headTail("a", "b", "c"));
const nums = [5, 1, 9, 3];
console.log(Math.max(...nums), Math.min(...nums, -1), sum(...nums, 100));
function missing(a: number, b?: number) {
  return [a, b];
}
console.log(missing(1), missing(1, 2));
function extra(a: number) {
  return a;
}
// @ts-ignore
console.log(extra(1, 2, 3));
function withInner(x: number) {
  function inner(y: number) {
    return x + y;
  }
  return inner(x * 2);
}
console.log(withInner(5));
function counterDefault(n = 0, step = n + 1) {
  return [n, step];
}
console.log(counterDefault(), counterDefault(5), counterDefault(5, 1));
const fnAsValue = add;
console.log(fnAsValue(10, 20), typeof fnAsValue);
function apply(fn: (x: number) => number, v: number) {
  return fn(v);
}
console.log(apply((x) => x * x, 9));
