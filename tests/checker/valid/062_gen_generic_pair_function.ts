function zip<A, B>(as: A[], bs: B[]): [A, B][] {
  const n = Math.min(as.length, bs.length);
  const out: [A, B][] = [];
  for (let i = 0; i < n; i++) out.push([as[i], bs[i]]);
  return out;
}
const pairs = zip(["x", "y"], [1, 2]);
for (const [s, n] of pairs) console.log(s.repeat(n));
