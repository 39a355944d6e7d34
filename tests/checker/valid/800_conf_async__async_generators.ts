// Async generators: async function*, await and yield inside, for await over them, next/return/throw as promises.
const sleep = (v: number) => new Promise<number>((r) => setTimeout(() => r(v), 1));
async function* counter(n: number) {
  try {
    for (let i = 0; i < n; i++) {
      const v = await sleep(i * 10);
      yield v;
    }
    return "end";
  } finally {
    console.log("counter finally");
  }
}
async function main() {
  for await (const v of counter(3)) console.log("got", v);
  const g = counter(5);
  console.log(Object.prototype.toString.call(g), typeof g[Symbol.asyncIterator], g[Symbol.asyncIterator]() === g);
  console.log(await g.next(), await g.next());
  console.log(await g.return("early"), await g.next());
  const h = counter(2);
  const all = await Promise.all([h.next(), h.next(), h.next(), h.next()]);
  console.log(all);
  async function* failing() {
    yield 1;
    throw new Error("inside");
  }
  const f = failing();
  console.log(await f.next());
  try { await f.next(); } catch (e) { console.log("rejected", (e as Error).message); }
  console.log(await f.next());
  async function* catcher() {
    try { yield "a"; } catch (e) { console.log("caught in gen", e); yield "b"; }
  }
  const c = catcher();
  console.log(await c.next(), await c.throw("E"), await c.next());
  for await (const v of counter(5)) { if (v === 10) break; console.log("loop", v); }
  async function* yieldsPromises() { yield Promise.resolve("resolved"); yield sleep(7); }
  for await (const v of yieldsPromises()) console.log(v);
  class Feed { async *[Symbol.asyncIterator]() { yield "x"; yield "y"; } }
  const seen: string[] = [];
  for await (const v of new Feed()) seen.push(v);
  console.log(seen);
}
main().then(() => console.log("done"));
