const total: number = "not a number";
function broken(a: number {
  return a;
}
