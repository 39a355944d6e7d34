// Top-level await, async arrows and methods, errors through await, and closures over suspended locals.
const wait = (v: number) => new Promise<number>((resolve) => resolve(v));
const a = await wait(1);
console.log("a", a);
const obj = {
  base: 10,
  async add(x: number) { return this.base + (await wait(x)); },
};
console.log("add", await obj.add(5));
async function failing(): Promise<never> { await null; throw new TypeError("bad input"); }
try { await failing(); } catch (e) { console.log("caught", e instanceof TypeError, (e as Error).message); }
async function counter() {
  let n = 0;
  const bump = () => ++n;
  await null;
  bump();
  await null;
  bump();
  return { n, again: bump() };
}
console.log(await counter());
const results = await Promise.all([1, 2, 3].map(async (x) => { await null; return x * x; }));
console.log(results);
const settled = await Promise.allSettled([wait(1), Promise.reject(new Error("no"))]);
console.log(settled.map((s) => s.status));
let order: string[] = [];
const p1 = (async () => { order.push("p1 start"); await null; order.push("p1 end"); })();
order.push("sync");
await p1;
console.log(order.join(", "));
const thenable = { then(resolve: (v: string) => void) { resolve("from thenable"); } };
console.log(await thenable);
