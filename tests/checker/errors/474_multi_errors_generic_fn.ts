function firstWhere<T>(xs: T[], pred: (x: T) => boolean): T | undefined {
  return xs.find(pred);
}
const hit = firstWhere([1, 2, 3], (x) => x === "2");
const miss = firstWhere([1, 2, 3]);
