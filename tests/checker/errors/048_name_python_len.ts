function average(xs: number[]): number {
  let sum = 0;
  for (const x of xs) sum += x;
  return sum / len(xs);
}
console.log(average([1, 2, 3]));
