function groupBy<T, K extends PropertyKey>(xs: readonly T[], key: (x: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const x of xs) (out[key(x)] ??= []).push(x);
  return out;
}
const words = ["apple", "avocado", "banana", "blueberry", "cherry"];
const g = groupBy(words, (w) => w[0]);
console.log(Object.entries(g).map(([k, v]) => `${k}:${v.length}`).join(" "));
