// then callbacks: non-function arguments pass through, return values chain, thenables adopted.
const r1 = await Promise.resolve(1).then(null as any).then(undefined, undefined).then((x) => x + 1);
const r2 = await Promise.reject(new Error("e")).then((x) => x).catch((e) => e.message + "!");
const r3 = await Promise.resolve(1).then(() => ({ then(f: (v: number) => void) { f(42); } }));
console.log(r1, r2, r3);
const p = Promise.resolve("shared");
console.log(await Promise.all([p.then((v) => v + 1), p.then((v) => v + 2)]), p instanceof Promise, typeof p.then);
