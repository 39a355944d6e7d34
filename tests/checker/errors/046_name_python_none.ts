function find(xs: number[], target: number): number | null {
  for (const x of xs) {
    if (x === target) return x;
  }
  return None;
}
