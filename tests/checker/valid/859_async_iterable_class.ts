class Ticker implements AsyncIterable<number> {
  constructor(private readonly count: number) {}
  async *[Symbol.asyncIterator]() {
    for (let i = 0; i < this.count; i++) yield i;
  }
}
const seen: number[] = [];
for await (const t of new Ticker(4)) seen.push(t * 10);
console.log(seen.join(" "));
