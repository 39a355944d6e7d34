const fib = function inner(n: number): number {
  return n < 2 ? n : inner(n - 1) + inner(n - 2);
};
console.log(fib(10));
