function lastEven(xs: number[]): number {
  let found: number;
  for (const x of xs) {
    if (x % 2 === 0) found = x;
  }
  return found;
}
