function f(xs: number[]) {
  let total = 0;
  for (const x of xs) total += x;
  const total = xs.length;
  return total;
}
