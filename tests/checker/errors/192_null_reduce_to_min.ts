function minOf(xs: number[]): number {
  let min: number | null = null;
  for (const x of xs) {
    if (min === null || x < min) min = x;
  }
  return min + 0;
}
