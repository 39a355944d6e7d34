// Memo table keyed by tuples, climbing stairs variants, partition counts
class Memo<A extends readonly (string | number)[], R> {
  private table = new Map<string, R>();
  hits = 0;
  constructor(private readonly fn: (self: (...args: A) => R, ...args: A) => R) {}
  call = (...args: A): R => {
    const key = args.join("|");
    const cached = this.table.get(key);
    if (cached !== undefined) { this.hits++; return cached; }
    const r = this.fn(this.call, ...args);
    this.table.set(key, r);
    return r;
  };
  get size() { return this.table.size; }
}
const stairs = new Memo<[number, number], number>((self, n, maxStep) => {
  if (n === 0) return 1;
  let ways = 0;
  for (let s = 1; s <= Math.min(n, maxStep); s++) ways += self(n - s, maxStep);
  return ways;
});
const partitions = new Memo<[n: number, k: number], bigint>((p, n, k) => {
  if (n === 0) return 1n;
  if (n < 0 || k === 0) return 0n;
  return p(n - k, k) + p(n, k - 1);
});
const lcsLen = new Memo<[string, string], number>((f, a, b) =>
  !a || !b ? 0 : a[0] === b[0] ? 1 + f(a.slice(1), b.slice(1)) : Math.max(f(a.slice(1), b), f(a, b.slice(1))),
);
console.log(stairs.call(10, 2), stairs.call(30, 3), stairs.size, stairs.hits);
console.log(partitions.call(100, 100).toString(), partitions.call(5, 5), partitions.size);
console.log(lcsLen.call("AGGTAB", "GXTXAYB"), lcsLen.hits > 0);
const eggDrop = (() => {
  const memo = new Map<string, number>();
  const f = (eggs: number, floors: number): number => {
    if (floors <= 1 || eggs === 1) return floors;
    const key = `${eggs}:${floors}`;
    if (memo.has(key)) return memo.get(key)!;
    let best = Infinity;
    for (let x = 1; x <= floors; x++) best = Math.min(best, 1 + Math.max(f(eggs - 1, x - 1), f(eggs, floors - x)));
    memo.set(key, best);
    return best;
  };
  return f;
})();
console.log(eggDrop(2, 36), eggDrop(3, 14), eggDrop(1, 7));
