// for await over sync iterables: each value is awaited (promises and plain values), in order.
const delay = (v: string, log: string[]) => new Promise<string>((resolve) => { log.push("made " + v); resolve(v); });
const log: string[] = [];
for await (const v of [delay("a", log), "plain", Promise.resolve("b")]) log.push("got " + v);
console.log(log);
async function sum(xs: Iterable<number | Promise<number>>) { let s = 0; for await (const x of xs) s += x; return s; }
console.log(await sum([1, Promise.resolve(2), 3]), await sum(new Set([Promise.resolve(10)])));
function* gen() { yield Promise.resolve(1); yield 2; }
const seen: number[] = [];
for await (const x of gen()) seen.push(x);
console.log(seen);
try { for await (const x of [Promise.reject(new Error("rejected item"))]) console.log(x); } catch (e) { console.log("caught", (e as Error).message); }
let count = 0;
outer: for await (const x of [1, 2, 3]) { for (const y of [x]) { if (y === 2) break outer; count += y; } }
console.log(count);
const order: string[] = [];
const p = (async () => { for await (const x of ["x", "y"]) order.push(x); order.push("loop done"); })();
order.push("sync after call");
await p;
console.log(order);
let target = { v: "" };
for await (target.v of ["assigned"]);
console.log(target);
