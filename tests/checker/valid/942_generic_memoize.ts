function memoize<A extends string | number, R>(fn: (a: A) => R): (a: A) => R {
  const cache = new Map<A, R>();
  return (a) => {
    if (!cache.has(a)) cache.set(a, fn(a));
    return cache.get(a)!;
  };
}
const slowSquare = (n: number) => n * n;
const fastSquare = memoize(slowSquare);
console.log(fastSquare(9), fastSquare(9));
