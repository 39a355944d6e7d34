function mapValues<T, U>(o: Record<string, T>, f: (v: T, k: string) => U): Record<string, U> {
  const out: Record<string, U> = {};
  for (const [k, v] of Object.entries(o)) out[k] = f(v, k);
  return out;
}
const lengths = mapValues({ a: "xx", b: "yyy" }, (v) => v.length);
const flags = mapValues(lengths, (n, k) => `${k}:${n > 2}`);
console.log(lengths.b + 1, flags.a.toUpperCase());
