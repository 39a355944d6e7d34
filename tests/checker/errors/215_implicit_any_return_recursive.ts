function walk(n: number) {
  return n <= 0 ? 0 : walk(n - 1) + 1;
}
const fact = (n: number) => (n <= 1 ? 1 : n * fact(n - 1));
