function square(n: number): number {
  return n * n;
}
console.log(square("4"));
