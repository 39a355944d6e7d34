class Bag<T> {
  private items: T[] = [];
  add(item: T): this {
    this.items.push(item);
    return this;
  }
  *[Symbol.iterator](): Iterator<T> {
    for (const item of this.items) yield item;
  }
  *pairs(): Generator<[number, T]> {
    let i = 0;
    for (const item of this.items) yield [i++, item];
  }
}
const bag = new Bag<string>().add("x").add("y");
for (const s of bag) console.log(s.toUpperCase());
console.log([...bag].length);
for (const [i, s] of bag.pairs()) console.log(i, s);
const obj = {
  *nums() {
    yield 1;
    yield 2;
  },
};
console.log([...obj.nums()].map((n) => n + 1));
