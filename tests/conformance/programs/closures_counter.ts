// Closures: counters with private state, independent instances, shared state.
function makeCounter(start = 0) {
  let count = start;
  return {
    inc() {
      count++;
      return count;
    },
    dec: () => --count,
    get: () => count,
  };
}
const c1 = makeCounter();
const c2 = makeCounter(100);
console.log(c1.inc(), c1.inc(), c1.inc(), c2.inc(), c2.dec(), c2.dec());
console.log(c1.get(), c2.get());
function makeAdder(n: number) {
  return (x: number) => x + n;
}
const add5 = makeAdder(5);
const add10 = makeAdder(10);
console.log(add5(1), add10(1), add5(add10(0)));
function once(fn: () => string) {
  let done = false;
  let result = "";
  return () => {
    if (!done) {
      done = true;
      result = fn();
    }
    return result;
  };
}
let runs = 0;
const init = once(() => "initialized #" + ++runs);
console.log(init(), init(), init(), runs);
function memoize(fn: (n: number) => number) {
  const cache: { [k: string]: number } = {};
  let misses = 0;
  const wrapped = (n: number) => {
    if (!(n in cache)) {
      misses++;
      cache[n] = fn(n);
    }
    return cache[n];
  };
  return { wrapped, misses: () => misses };
}
const slowSquare = memoize((n) => n * n);
console.log(slowSquare.wrapped(4), slowSquare.wrapped(4), slowSquare.wrapped(5), slowSquare.misses());
let shared = 0;
const incShared = () => ++shared;
const readShared = () => shared;
incShared();
incShared();
console.log(readShared());
