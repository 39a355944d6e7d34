// for await over async iterables: objects and classes with [Symbol.asyncIterator].
class Ticker {
  constructor(private n: number) {}
  [Symbol.asyncIterator]() {
    let i = 0;
    const n = this.n;
    return {
      next: () => Promise.resolve(i < n ? { value: i++, done: false } : { value: undefined, done: true }),
      return: () => {
        console.log("ticker closed");
        return Promise.resolve({ value: undefined, done: true });
      },
    };
  }
}
async function main() {
  for await (const t of new Ticker(3)) console.log("tick", t);
  for await (const t of new Ticker(5)) {
    if (t === 1) break;
    console.log("before break", t);
  }
  const plain = {
    [Symbol.asyncIterator]() {
      let k = 0;
      return { async next() { k++; return { value: "v" + k, done: k > 2 }; } };
    },
  };
  const got: string[] = [];
  for await (const v of plain) got.push(v);
  console.log(got);
  for await (const v of [Promise.resolve("sync"), "plain"]) console.log(v);
  try {
    for await (const t of new Ticker(3)) if (t === 2) throw new Error("stop");
  } catch (e) {
    console.log("caught", (e as Error).message);
  }
  const rejecting = { [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("next failed")) }) };
  try {
    for await (const x of rejecting) console.log(x);
  } catch (e) {
    console.log("caught", (e as Error).message);
  }
  console.log(typeof Symbol.asyncIterator, String(Symbol.asyncIterator));
}
main().then(() => console.log("done"));
