function f(x: number) {
  if (x > 1) continue;
  return x;
}
