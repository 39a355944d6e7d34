function zip<A, B>(as: readonly A[], bs: readonly B[]): [A, B][] {
  const n = Math.min(as.length, bs.length);
  return Array.from({ length: n }, (_, i) => [as[i], bs[i]]);
}
const z = zip(["a", "b", "c"], [1, 2]);
for (const [s, n] of z) console.log(s.repeat(n));
