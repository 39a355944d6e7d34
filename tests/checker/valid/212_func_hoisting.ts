console.log(square(4));
function square(n: number): number {
  return n * n;
}
