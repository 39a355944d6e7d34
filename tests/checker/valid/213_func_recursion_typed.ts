function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}
const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
console.log(factorial(5), fact(6));
