// A prefix operator or `await` before a call with type arguments applies to the call's result:
// `await q.get<T>()` awaits the call (with `this` bound to q), `-f<T>()` negates the result.
function id<T>(x: T): T {
  return x;
}
async function aid<T>(x: T): Promise<T> {
  return x;
}
class Store {
  k = 5;
  get<T>(): number {
    return this.k;
  }
  async aget<T>(): Promise<number> {
    return this.k;
  }
  async all<T>(xs: number[]): Promise<number[]> {
    return xs.map((x) => x + this.k);
  }
}
async function main() {
  const q = new Store();
  console.log(-id<number>(4), !id<boolean>(false), typeof id<string>("s"), ~id<number>(1), +id<string>("7"));
  console.log(void id<number>(1), -await aid<number>(5), await aid<string>("x"), typeof await aid<number>(1));
  console.log(await q.aget<string>(), -q.get<number>(), typeof q.get<number>(), !await q.aget<number>());
  const [a, b] = await q.all<number>([1, 2]);
  console.log(a, b, [await aid<number>(1), -id<number>(2)], `${await aid<string>("t")}`);
}
main();
