function findIndex(xs: string[], target: string): number {
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] === target) return i;
  }
}
