function findFirstNegative(xs: number[]): number {
  xs.forEach((x) => {
    if (x < 0) return x;
  });
}
