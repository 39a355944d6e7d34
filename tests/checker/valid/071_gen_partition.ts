function partition<T>(xs: T[], pred: (x: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const x of xs) (pred(x) ? yes : no).push(x);
  return [yes, no];
}
const [evens, odds] = partition([1, 2, 3, 4], (n) => n % 2 === 0);
console.log(evens, odds);
