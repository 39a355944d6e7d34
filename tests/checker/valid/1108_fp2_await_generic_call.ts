// `await f<T>()` awaits the call and `-f<T>()` negates its result (tree-sitter parses both as a
// call of the prefix expression: check reported TS2322 and TS2349, run lost `this`).
async function load<T>(x: T): Promise<T> {
  return x;
}
class Repo {
  rows = [3, 4];
  async first<T>(): Promise<number> {
    return this.rows[0];
  }
  count<T>(): number {
    return this.rows.length;
  }
}
const repo = new Repo();
const n: number = await load<number>(1);
const m: number = -repo.count<string>();
const f: number = await repo.first<number>();
const isZero: boolean = !repo.count<number>();
console.log(n, m, f, isZero, typeof load<string>("s"));
