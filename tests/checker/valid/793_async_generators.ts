async function* pages(count: number) {
  for (let i = 0; i < count; i++) {
    await Promise.resolve();
    yield { page: i, items: [i * 2, i * 2 + 1] };
  }
}
async function main() {
  const all: number[] = [];
  for await (const p of pages(3)) {
    all.push(...p.items);
    console.log(p.page);
  }
  console.log(all.join(","));
}
await main();
async function* ticker(): AsyncGenerator<number, void, undefined> {
  yield 1;
  yield 2;
}
const seen: number[] = [];
for await (const n of ticker()) seen.push(n * 10);
console.log(seen);
for await (const v of [Promise.resolve(1), 2, Promise.resolve(3)]) console.log(v);
const source = {
  async *[Symbol.asyncIterator]() {
    yield "a";
    yield "b";
  },
};
for await (const s of source) console.log(s.toUpperCase());
async function* mapAsync<T, U>(it: AsyncIterable<T>, f: (x: T) => U): AsyncIterableIterator<U> {
  for await (const x of it) yield f(x);
}
for await (const s of mapAsync(ticker(), (n) => n.toFixed(2))) console.log(s);
const ag = ticker();
const step = await ag.next();
if (!step.done) console.log(step.value);
