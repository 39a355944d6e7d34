function f(a?: number, b: number) {
  return b;
}
