function find(xs: string[], q: string) {
  const i = xs.indexOf(q);
  if (i < 0) return null;
  return xs[i];
}
const hit: number = find(["a"], "a");
console.log(hit);
