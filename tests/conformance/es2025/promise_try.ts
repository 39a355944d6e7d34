// Promise.try (ES2025). node 20 lacks it: the expected output comes from
// tests/conformance/spec-polyfills.cjs, which follows ECMA-262's steps (27.2.4.8).
const log: string[] = [];
const p1 = Promise.try(() => { log.push("called synchronously"); return 1; });
log.push("after try");
const p2 = Promise.try((a: number, b: number) => a + b, 20, 22);
const p3 = Promise.try(() => { throw new TypeError("sync throw"); });
const p4 = Promise.try(async () => "async value");
const p5 = Promise.try(() => Promise.reject(new RangeError("rejected")));
console.log(log, p1 instanceof Promise);
for (const p of [p1, p2, p3, p4, p5]) {
  try { console.log("ok", await p); } catch (e) { console.log("err", (e as Error).name, (e as Error).message); }
}
try { await Promise.try(42 as any); } catch (e) { console.log((e as Error).constructor.name); }
console.log(Promise.try.length, Promise.try.name);
for (const ctx of [undefined, 1, {}, () => 1]) {
  try { Promise.try.call(ctx as any, () => 1); console.log("no error"); } catch (e) { console.log((e as Error).constructor.name); }
}
