function memoize<A extends string | number, R>(fn: (arg: A) => R): (arg: A) => R {
  const cache = new Map<A, R>();
  return (arg) => {
    if (cache.has(arg)) return cache.get(arg)!;
    const r = fn(arg);
    cache.set(arg, r);
    return r;
  };
}
const slowSquare = (n: number) => n * n;
const fastSquare = memoize(slowSquare);
console.log(fastSquare(9), fastSquare(9));
