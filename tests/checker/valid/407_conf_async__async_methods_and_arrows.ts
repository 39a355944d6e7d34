// async methods, async arrows capturing this, async class methods, await in loops.
class Repo {
  items = [1, 2, 3];
  async total() { let s = 0; for (const x of this.items) s += await Promise.resolve(x); return s; }
  doubled = async () => this.items.map((x) => x * 2);
  static async make() { await null; return new Repo(); }
}
const repo = await Repo.make();
console.log(await repo.total(), await repo.doubled(), repo.total() instanceof Promise);
const results = await Promise.all([1, 2, 3].map(async (x) => { await null; return x * 10; }));
console.log(results);
const seq: number[] = [];
for (const x of [3, 1, 2]) seq.push(await Promise.resolve(x));
console.log(seq);
