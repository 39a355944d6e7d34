interface Row { id: number; name: string }
async function fetchPage(page: number): Promise<Row[]> {
  return page < 2 ? [{ id: page, name: `row${page}` }] : [];
}
async function* rows(): AsyncGenerator<Row, number, undefined> {
  let page = 0;
  let count = 0;
  while (true) {
    const batch = await fetchPage(page++);
    if (batch.length === 0) return count;
    for (const r of batch) {
      count++;
      yield r;
    }
  }
}
async function* both() {
  yield* rows();
  yield await Promise.resolve({ id: 99, name: "last" });
}
const names: string[] = [];
for await (const r of both()) names.push(r.name);
console.log(names);
class Feed implements AsyncIterable<string> {
  constructor(private items: string[]) {}
  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    for (const s of this.items) yield s;
  }
}
for await (const s of new Feed(["a", "b"])) console.log(s.length);
const it = rows();
const first = await it.next();
if (!first.done) console.log(first.value.name);
else console.log(first.value.toFixed(0));
async function collect<T>(src: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of src) out.push(x);
  return out;
}
const all = await collect(rows());
console.log(all.length, all[0]?.id);
const settled = await Promise.all([1, 2].map(async (n) => n * 2));
for await (const n of settled) console.log(n);
