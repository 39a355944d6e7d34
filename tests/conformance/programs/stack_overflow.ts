// Infinite recursion throws a catchable RangeError; the program goes on afterwards.
function forever(n: number): number {
  return forever(n + 1) + 1;
}
try {
  forever(0);
  console.log("not reached");
} catch (e: any) {
  console.log(e instanceof RangeError, e.name, e.message);
}
const a = (): number => b();
const b = (): number => a();
try {
  a();
} catch (e: any) {
  console.log("mutual:", e instanceof RangeError, e.message);
}
let depthReached = 0;
function track(d: number): void {
  depthReached = d;
  track(d + 1);
}
try {
  track(1);
} catch (e: any) {
  console.log("reached more than 100 frames:", depthReached > 100);
}
function sumTo(n: number): number {
  return n === 0 ? 0 : n + sumTo(n - 1);
}
console.log("after overflow, normal recursion works:", sumTo(100));
let finallyRan = false;
function withFinally(): number {
  try {
    return withFinally();
  } finally {
    finallyRan = true;
  }
}
try {
  withFinally();
} catch (e: any) {
  console.log(e.message, finallyRan);
}
