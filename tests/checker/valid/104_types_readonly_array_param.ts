function sum(xs: readonly number[]): number {
  let t = 0;
  for (const x of xs) t += x;
  return t;
}
const fixed: ReadonlyArray<number> = [1, 2, 3];
console.log(sum(fixed), sum([4, 5]));
