function* map<T, U>(items: Iterable<T>, f: (x: T, i: number) => U): Generator<U, void, undefined> {
  let i = 0;
  for (const x of items) yield f(x, i++);
}
function* filter<T>(items: Iterable<T>, pred: (x: T) => boolean) {
  for (const x of items) if (pred(x)) yield x;
}
function* chunk<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
interface Order { id: string; total: number }
const orders: Order[] = [{ id: "a", total: 5 }, { id: "b", total: 50 }, { id: "c", total: 500 }];
const big = [...filter(orders, (o) => o.total > 10)];
console.log(big.map((o) => o.id).join(","));
const labels = Array.from(map(orders, (o, i) => `${i}:${o.id}`));
console.log(labels);
for (const batch of chunk(orders, 2)) console.log(batch.length, batch[0]?.id);
const totals = new Set(map(orders, (o) => o.total));
console.log(totals.has(5), Math.max(...map(orders, (o) => o.total)));
const gen = function* () {
  yield "x";
  return;
};
console.log([...gen()]);
const entries = Object.fromEntries(map(orders, (o) => [o.id, o.total] as const));
console.log(entries);
function* zip<A, B>(a: Iterable<A>, b: Iterable<B>): Generator<[A, B]> {
  const ib = b[Symbol.iterator]();
  for (const x of a) {
    const y = ib.next();
    if (y.done) return;
    yield [x, y.value];
  }
}
for (const [n, s] of zip([1, 2], ["one", "two"])) console.log(n.toFixed(0), s.toUpperCase());
