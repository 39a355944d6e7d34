async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}
async function* words() {
  yield "alpha";
  yield "beta";
}
const ws = await collect(words());
console.log(ws.map((w) => w.length));
