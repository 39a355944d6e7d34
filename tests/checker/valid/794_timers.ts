const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
await sleep(10);
const handle = setTimeout(() => console.log("never"), 1000);
clearTimeout(handle);
let ticks = 0;
const iv = setInterval(() => {
  ticks++;
  if (ticks === 3) clearInterval(iv);
}, 5);
queueMicrotask(() => console.log("micro"));
setTimeout((a: number, b: string) => console.log(a, b), 0, 1, "x");
await new Promise((r) => setTimeout(r, 50));
console.log(ticks);
function delay<T>(value: T, ms: number): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}
console.log(await delay("done", 5));
const copy = structuredClone({ a: [1, 2], m: new Map([["k", 1]]) });
console.log(copy.a.length, copy.m.get("k"));
