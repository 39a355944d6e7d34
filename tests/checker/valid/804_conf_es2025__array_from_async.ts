// Array.fromAsync over sync iterables and array-likes. node 20 lacks it: the expected output comes
// from tests/conformance/spec-polyfills.cjs, which follows ECMA-262's steps.
const fromAsync = (Array as any).fromAsync;
console.log(await fromAsync([1, Promise.resolve(2), 3]));
console.log(await fromAsync(new Set(["a", "b"]), (x: string, i: number) => x.repeat(i + 1)));
console.log(await fromAsync({ length: 2, 0: Promise.resolve("x"), 1: "y" }));
console.log(await fromAsync([1, 2], async (x: number) => x * 10), await fromAsync("hi"));
function* gen() { yield 1; yield Promise.resolve(2); }
console.log(await fromAsync(gen()), await fromAsync([]), await fromAsync({}));
const p = fromAsync([1]);
console.log(p instanceof Promise);
for (const bad of [() => fromAsync(null), () => fromAsync([1], 5), () => fromAsync([Promise.reject(new Error("item failed"))]), () => fromAsync([1], () => { throw new RangeError("mapper failed"); })]) {
  try { await bad(); console.log("no error"); } catch (e) { console.log((e as Error).constructor.name, (e as Error).message); }
}
const order: string[] = [];
const q = fromAsync([1, 2], (x: number) => { order.push("map " + x); return x; });
order.push("after call");
await q;
console.log(order);
