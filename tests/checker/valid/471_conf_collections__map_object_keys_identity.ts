// Maps keyed by objects and functions; caching / memoisation idiom.
const cache = new Map<string, number>();
let computed = 0;
const fib = (n: number): number => {
  if (n < 2) return n;
  const key = String(n);
  if (cache.has(key)) return cache.get(key)!;
  computed++;
  const v = fib(n - 1) + fib(n - 2);
  cache.set(key, v);
  return v;
};
console.log(fib(80), computed, cache.size);
const fnKey = () => 1;
const byFn = new Map<unknown, string>([[fnKey, "fn"], [Math, "math"]]);
console.log(byFn.get(fnKey), byFn.get(Math), byFn.get(() => 1));
