function wrap(xs: Array): number {
  return xs.length;
}
