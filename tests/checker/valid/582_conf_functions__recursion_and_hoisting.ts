// Function declarations are hoisted; recursion, mutual recursion and memoised recursion.
console.log(isEven(10), isOdd(7), fact(20), fib(90));
function isEven(n: number): boolean { return n === 0 ? true : isOdd(n - 1); }
function isOdd(n: number): boolean { return n === 0 ? false : isEven(n - 1); }
function fact(n: number): number { return n <= 1 ? 1 : n * fact(n - 1); }
function fib(n: number, memo = new Map<number, number>()): number {
  if (n < 2) return n;
  if (!memo.has(n)) memo.set(n, fib(n - 1, memo) + fib(n - 2, memo));
  return memo.get(n)!;
}
