function maxBy<T>(xs: T[], score: (x: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = -Infinity;
  for (const x of xs) {
    const s = score(x);
    if (s > bestScore) {
      best = x;
      bestScore = s;
    }
  }
  return best;
}
const top = maxBy(["kiwi", "banana", "fig"], (w) => w.length);
console.log(top);
