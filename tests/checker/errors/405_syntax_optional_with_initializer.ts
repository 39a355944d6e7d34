function f(a?: number = 1) {
  return a;
}
