function third(xs?: number[]): number {
  return xs[2];
}
