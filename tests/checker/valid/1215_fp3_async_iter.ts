type Page<T> = { items: T[]; next?: number };

async function fetchPage(cursor: number): Promise<Page<string>> {
  await new Promise((r) => setTimeout(r, 1));
  const items = Array.from({ length: 3 }, (_, i) => `item-${cursor * 3 + i}`);
  return cursor < 2 ? { items, next: cursor + 1 } : { items };
}

async function* paginate(start = 0): AsyncGenerator<string, number, undefined> {
  let cursor: number | undefined = start;
  let pages = 0;
  while (cursor !== undefined) {
    const page = await fetchPage(cursor);
    pages++;
    yield* page.items;
    cursor = page.next;
  }
  return pages;
}

class Ticker implements AsyncIterable<number> {
  constructor(private count: number) {}
  async *[Symbol.asyncIterator](): AsyncIterator<number> {
    for (let i = 0; i < this.count; i++) {
      await null;
      yield i * 10;
    }
  }
}

async function collect<T>(src: AsyncIterable<T>, limit = Infinity): Promise<T[]> {
  const out: T[] = [];
  for await (const x of src) {
    out.push(x);
    if (out.length >= limit) break;
  }
  return out;
}

async function* mapAsync<T, U>(src: AsyncIterable<T>, fn: (x: T) => U | Promise<U>): AsyncGenerator<U> {
  for await (const x of src) yield await fn(x);
}

const all = await collect(paginate());
console.log(all.length, all.at(-1));
console.log(await collect(paginate(1), 4));
console.log(await collect(new Ticker(4)));
const upper = await collect(mapAsync(paginate(2), async (s) => s.toUpperCase()));
console.log(upper);

const gen = paginate();
let r = await gen.next();
let n = 0;
while (!r.done) {
  n++;
  r = await gen.next();
}
console.log("items", n, "pages", r.value);
for await (const v of [Promise.resolve("p1"), "plain", Promise.resolve("p2")]) console.log(v);
const manual = new Ticker(2)[Symbol.asyncIterator]();
console.log(await manual.next(), await manual.next(), await manual.next());
